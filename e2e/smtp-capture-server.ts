import { createServer } from 'node:http';
import { startSmtpPeer } from '../apps/api/src/test/smtp-peer';

/**
 * The browser tests' mail server: a real SMTP server on SMTP_PORT that the product sends to, and a
 * small HTTP reader on HTTP_PORT (GET /messages) so specs can see what arrived.
 */
const smtpPort = Number(process.env.SMTP_PORT);
const httpPort = Number(process.env.HTTP_PORT);
const peer = await startSmtpPeer(smtpPort);
createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url?.startsWith('/messages') ? peer.messages : { ready: true }));
}).listen(httpPort, '127.0.0.1');
