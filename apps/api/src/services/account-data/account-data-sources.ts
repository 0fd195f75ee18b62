import { and, count, eq, inArray, max } from 'drizzle-orm';
import {
  accountVerifications,
  auditLog,
  identityAccounts,
  oidcPayloads,
  passkeyChallenges,
  passkeys,
  recoveryCodes,
  passwordLinks,
  signInDelays,
  signInFailures,
  users,
} from '../../db/schema';
import type { PersonalDataSource } from './data-owner';
import { identityAccountOf, ownerAddresses } from './owner-addresses';
import { recoveryCodesLeft } from '../../identity/recovery-codes';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export const signInRecordData: PersonalDataSource = {
  section: 'failedSignIns',
  tables: ['sign_in_failures', 'sign_in_delays'],
  onDeletion: 'removed',
  async export(db, owner) {
    const addresses = await ownerAddresses(db, owner);
    if (addresses.length === 0) return { count: 0, last: null };
    // Times only: the client addresses of failed attempts may be anybody's.
    const [row] = await db
      .select({ total: count(), last: max(signInFailures.failedAt) })
      .from(signInFailures)
      .where(and(eq(signInFailures.tenantId, owner.tenantId), inArray(signInFailures.email, addresses)));
    return { count: row.total, last: iso(row.last) };
  },
  async erase(tx, owner) {
    const addresses = await ownerAddresses(tx, owner);
    if (addresses.length === 0) return;
    await tx.delete(signInFailures).where(and(eq(signInFailures.tenantId, owner.tenantId), inArray(signInFailures.email, addresses)));
    await tx.delete(signInDelays).where(and(eq(signInDelays.tenantId, owner.tenantId), inArray(signInDelays.email, addresses)));
  },
};

/** The embedded provider's sessions, grants and refresh tokens of the account (stored under keyed hashes). */
export const signInData: PersonalDataSource = {
  section: 'signIns',
  tables: ['oidc_payloads'],
  onDeletion: 'removed: every session, grant and refresh token ends at once',
  async export(db, { tenantId, user }) {
    const rows = await db
      .select({ kind: oidcPayloads.model, expiresAt: oidcPayloads.expiresAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.tenantId, tenantId), eq(oidcPayloads.accountId, user.subject)));
    return rows.map((row) => ({ kind: row.kind, expiresAt: iso(row.expiresAt) }));
  },
  async erase(tx, { tenantId, user }) {
    await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.tenantId, tenantId), eq(oidcPayloads.accountId, user.subject)));
  },
};

export const accountData: PersonalDataSource = {
  section: 'account',
  tables: ['users', 'identity_accounts', 'account_verifications', 'password_links', 'passkeys', 'passkey_challenges', 'recovery_codes'],
  onDeletion:
    'removed: the profile, the sign-in account with its password hash, passkeys and recovery codes, and any pending code or password link',
  async export(db, owner) {
    const { user } = owner;
    const identity = await identityAccountOf(db, owner);
    return {
      login: user.login,
      firstName: user.firstName,
      lastName: user.lastName,
      isAdmin: user.isAdmin,
      isPro: user.isPro,
      emailVerified: user.emailVerified,
      createdAt: iso(user.createdAt),
      lastSeenAt: iso(user.lastSeenAt),
      // Set while an administrator has the account deactivated (decision 050), with each time it was deactivated or reactivated.
      deactivatedAt: iso(user.deactivatedAt),
      deactivations: (
        await db
          .select({ action: auditLog.action, at: auditLog.createdAt })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.tenantId, owner.tenantId),
              eq(auditLog.entityType, 'user'),
              eq(auditLog.entityId, user.id),
              inArray(auditLog.action, ['user.deactivate', 'user.reactivate']),
            ),
          )
          .orderBy(auditLog.createdAt)
      ).map((row) => ({ change: row.action === 'user.deactivate' ? 'deactivated' : 'reactivated', at: iso(row.at) })),
      // The password hash is left out: it is a secret, and no use to anyone but the sign-in check.
      signInAccount: identity
        ? {
            email: identity.email,
            firstName: identity.firstName,
            lastName: identity.lastName,
            createdAt: iso(identity.createdAt),
            updatedAt: iso(identity.updatedAt),
            // When each passkey was added and last used; its public key is no use to anyone but the sign-in check.
            passkeys: (
              await db
                .select({ createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
                .from(passkeys)
                .where(eq(passkeys.accountId, identity.id))
            ).map((passkey) => ({ createdAt: iso(passkey.createdAt), lastUsedAt: iso(passkey.lastUsedAt) })),
            // How many recovery codes are left; the codes themselves are secrets, kept only as hashes.
            recoveryCodesLeft: await recoveryCodesLeft(db, owner.tenantId, identity.id),
          }
        : null,
    };
  },
  async erase(tx, owner) {
    const identity = await identityAccountOf(tx, owner);
    if (identity) {
      await tx.delete(accountVerifications).where(eq(accountVerifications.accountId, identity.id));
      await tx.delete(passwordLinks).where(eq(passwordLinks.accountId, identity.id));
      await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.accountId, identity.id));
      await tx.delete(passkeys).where(eq(passkeys.accountId, identity.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, identity.id));
      await tx.delete(identityAccounts).where(eq(identityAccounts.id, identity.id));
    }
    await tx.delete(users).where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.user.id)));
  },
};
