import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, lt } from 'drizzle-orm';
import { PORTAL_BRANDS, type AuditAction, type TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { identityAccounts, passkeyChallenges, passkeys, users } from '../db/schema';
import { recordAudit, type DbOrTx } from '../services/audit/audit-log';

/** How long a browser has to answer a challenge: enough to find a security key or a phone. */
const CHALLENGE_SECONDS = 300;

/** The portal a passkey belongs to: the relying party is the portal's own host name. */
export interface PasskeyPortal {
  tenantId: TenantId;
  /** The portal's public origin, the only origin a passkey answer may come from. */
  origin: string;
}

const rpIdOf = (portal: PasskeyPortal) => new URL(portal.origin).hostname;
const expiresAt = () => new Date(Date.now() + CHALLENGE_SECONDS * 1000);

/**
 * Takes a challenge handed out for exactly this binding, once: the row is deleted as it is read,
 * so a replayed answer, or one to another account's or another sign-in's challenge, finds nothing.
 */
function takeChallenge(db: Database, tenantId: TenantId, binding: { accountId: string } | { interactionUid: string }) {
  return async (challenge: string) => {
    const bound =
      'accountId' in binding
        ? eq(passkeyChallenges.accountId, binding.accountId)
        : eq(passkeyChallenges.interactionUid, binding.interactionUid);
    const taken = await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.tenantId, tenantId),
          bound,
          gt(passkeyChallenges.expiresAt, new Date()),
        ),
      )
      .returning({ challenge: passkeyChallenges.challenge });
    return taken.length === 1;
  };
}

/** Writes a change to the account's sign-in (passkeys, recovery codes) to the audit log as made by its own user. */
export async function auditOwnChange(
  tx: DbOrTx,
  tenantId: TenantId,
  accountId: string,
  action: AuditAction,
  change: Record<string, unknown>,
) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.subject, accountId)));
  if (!user) return;
  await recordAudit(tx, {
    tenantId,
    actor: { userId: user.id, tokenId: null, label: user.login, firstName: user.firstName },
    action,
    entityType: 'user',
    entityId: user.id,
    after: { login: user.login, ...change },
  });
}

/** The portal's embedded account a provider session names, as the security page needs it. */
export async function passkeyAccount(db: Database, tenantId: TenantId, accountId: string) {
  const [account] = await db
    .select({ id: identityAccounts.id, email: identityAccounts.email })
    .from(identityAccounts)
    .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.id, accountId)));
  return account;
}

/** The account's passkeys, oldest first, for its security page. */
export function listPasskeys(db: Database, tenantId: TenantId, accountId: string) {
  return db
    .select({ credentialId: passkeys.credentialId, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(and(eq(passkeys.tenantId, tenantId), eq(passkeys.accountId, accountId)))
    .orderBy(passkeys.createdAt);
}

/** Options for creating a passkey for a signed-in account; the challenge is kept for this account. */
export async function registrationOptions(db: Database, portal: PasskeyPortal, account: { id: string; email: string }) {
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.tenantId, portal.tenantId), eq(passkeys.accountId, account.id)));
  const options = await generateRegistrationOptions({
    rpName: PORTAL_BRANDS[portal.tenantId].academyName,
    rpID: rpIdOf(portal),
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    // A discoverable credential that verifies its user: it alone signs in, without an e-mail or password.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing,
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
  await db
    .insert(passkeyChallenges)
    .values({ challenge: options.challenge, tenantId: portal.tenantId, accountId: account.id, expiresAt: expiresAt() });
  return options;
}

/**
 * Checks the browser's answer to this account's challenge and keeps the passkey, with its audit
 * entry. Returns false when the answer does not hold (any reason: the page only says it failed).
 */
export async function registerPasskey(db: Database, portal: PasskeyPortal, accountId: string, response: RegistrationResponseJSON) {
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: takeChallenge(db, portal.tenantId, { accountId }),
      expectedOrigin: portal.origin,
      expectedRPID: rpIdOf(portal),
      requireUserVerification: true,
    });
  } catch {
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(passkeys)
      .values({
        tenantId: portal.tenantId,
        credentialId: credential.id,
        accountId,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      })
      .onConflictDoNothing()
      .returning({ credentialId: passkeys.credentialId });
    if (added.length === 0) return false;
    await auditOwnChange(tx, portal.tenantId, accountId, 'user.passkey-add', {
      credentialId: credential.id,
      transports: credential.transports ?? [],
    });
    return true;
  });
}

/** Removes one of the account's own passkeys, with its audit entry; another account's is left alone. */
export async function removePasskey(db: Database, tenantId: TenantId, accountId: string, credentialId: string) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.tenantId, tenantId), eq(passkeys.accountId, accountId), eq(passkeys.credentialId, credentialId)))
      .returning({ credentialId: passkeys.credentialId });
    if (removed.length === 1) await auditOwnChange(tx, tenantId, accountId, 'user.passkey-remove', { credentialId });
  });
}

/** Options for signing in with any passkey of this portal, the challenge bound to the sign-in's interaction. */
export async function signInOptions(db: Database, portal: PasskeyPortal, interactionUid: string) {
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(portal),
    userVerification: 'required',
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
  await db
    .insert(passkeyChallenges)
    .values({ challenge: options.challenge, tenantId: portal.tenantId, interactionUid, expiresAt: expiresAt() });
  return options;
}

/**
 * The account a passkey answer signs in, or undefined: a credential this portal does not know, an
 * answer to a challenge not handed out for this interaction (or already used), a bad signature, or
 * a counter that went backwards (a cloned authenticator).
 */
export async function signInWithPasskey(db: Database, portal: PasskeyPortal, interactionUid: string, response: AuthenticationResponseJSON) {
  const [stored] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.tenantId, portal.tenantId), eq(passkeys.credentialId, String(response.id))));
  if (!stored) return undefined;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: takeChallenge(db, portal.tenantId, { interactionUid }),
      expectedOrigin: portal.origin,
      expectedRPID: rpIdOf(portal),
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    return undefined;
  }
  if (!verified.verified) return undefined;
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.tenantId, portal.tenantId), eq(passkeys.credentialId, stored.credentialId)));
  return { id: stored.accountId };
}
