import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * A real OpenID issuer on a loopback port, as small as the API needs: a discovery document and a
 * key set the test controls (which keys are published, whether the key set answers 500), and a
 * count of every fetch, so tests see exactly what the verifier asks the network for.
 */
export async function startExternalIssuer() {
  const keys: SigningKey[] = [];
  const published = new Set<string>();
  const fetches = { discovery: 0, jwks: 0 };
  let failing = false;

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/.well-known/openid-configuration') {
      fetches.discovery += 1;
      return send(200, { issuer, jwks_uri: `${issuer}/jwks` });
    }
    if (request.url === '/jwks') {
      fetches.jwks += 1;
      if (failing) return send(500, { error: 'unavailable' });
      return send(200, { keys: keys.filter((key) => published.has(key.kid)).map((key) => key.publicJwk) });
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const keyNamed = async (kid: string) => {
    const existing = keys.find((key) => key.kid === kid);
    if (existing) return existing;
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const created = { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
    keys.push(created);
    return created;
  };

  return {
    issuer,
    fetches,
    /** Publishes a key in the key set (creating it on first use). */
    async publish(kid: string) {
      await keyNamed(kid);
      published.add(kid);
    },
    /** Makes the key set answer 500 (or work again). */
    setFailing(value: boolean) {
      failing = value;
    },
    /** An access token for `audience`, signed with the key `kid` (published or not). */
    async sign(kid: string, audience: string, subject = 'external-subject') {
      const key = await keyNamed(kid);
      return new SignJWT({ email: `${subject}@example.com` })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type ExternalIssuer = Awaited<ReturnType<typeof startExternalIssuer>>;
