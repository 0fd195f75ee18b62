import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string | null;
  /** Every address the Reply-To header names, as the receiving mail program reads it. */
  replyToAddresses: string[];
  /** The header lines as received, for checks that nothing was injected. */
  headerLines: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server (the `smtp-server` package) that keeps what it receives, for tests that need
 * to see a message arrive. Plain SMTP without TLS or auth, on 127.0.0.1 only. `refuse(code)` makes
 * it answer every MAIL FROM with that reply code (4xx: try later, 5xx: never) until `refuse(null)`.
 */
export async function startSmtpPeer(port = 0) {
  const messages: ReceivedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusal === null) return callback();
      const error = Object.assign(new Error(refusal < 500 ? 'Mailbox busy, try again later' : 'Sender refused'), { responseCode: refusal });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            replyTo: parsed.replyTo?.text ?? null,
            replyToAddresses: [parsed.replyTo ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? '')),
            headerLines: parsed.headerLines.map((line) => line.line),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    /** Resolves with the first message that matches, polling for up to `timeoutMs`. */
    async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail arrived; received ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    refuse(code: number | null) {
      refusal = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
