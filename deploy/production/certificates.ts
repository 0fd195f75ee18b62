import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Certificates {
  /** The throwaway certificate authority, which the suite's clients trust. */
  caPem: string;
  certificatePath: string;
  keyPath: string;
  /** base64 SHA-256 of the server certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string;
}

/**
 * A certificate authority made for one run, and a certificate it signs for `*.{domain}`, with
 * openssl: what an operator's ingress presents, from an issuer nothing else trusts.
 */
export async function makeCertificates(folder: string, domain: string): Promise<Certificates> {
  const path = (name: string) => join(folder, name);
  const openssl = (...args: string[]) => run('openssl', args);
  await openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Academy test CA',
    '-keyout',
    path('ca.key'),
    '-out',
    path('ca.crt'),
  );
  await openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=*.${domain}`,
    '-keyout',
    path('server.key'),
    '-out',
    path('server.csr'),
  );
  await writeFile(path('server.ext'), `subjectAltName=DNS:*.${domain},DNS:${domain}\nextendedKeyUsage=serverAuth\n`);
  await openssl(
    'x509',
    '-req',
    '-in',
    path('server.csr'),
    '-CA',
    path('ca.crt'),
    '-CAkey',
    path('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    path('server.ext'),
    '-out',
    path('server.crt'),
  );
  const certificate = new X509Certificate(await readFile(path('server.crt')));
  const spki = certificate.publicKey.export({ type: 'spki', format: 'der' });
  return {
    caPem: await readFile(path('ca.crt'), 'utf8'),
    certificatePath: path('server.crt'),
    keyPath: path('server.key'),
    spkiHash: createHash('sha256').update(spki).digest('base64'),
  };
}
