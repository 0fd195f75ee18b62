import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks' form of a secret: `whsec_` and 32 random bytes in base64; the key is those bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,` and the base64 HMAC-SHA256, under the
 * secret, of `<webhook-id>.<webhook-timestamp>.<body>`. The timestamp in it is what stops a replay of
 * an old delivery: receivers refuse one that is more than a few minutes away from their clock.
 */
export function signatureOf(secret: string, eventId: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${eventId}.${timestamp}.${body}`).digest('base64')}`;
}
