import { createHash, randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { passkeys, recoveryCodes } from '../db/schema';
import type { DbOrTx } from '../services/audit/audit-log';
import { auditOwnChange } from './passkeys';

/** Codes in a set: enough for years of lost devices, few enough to write down. */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code is read off paper and typed. 31 letters a character, 10 characters: 49 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const newCode = () => {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
};

/** Spaces, dashes and case do not matter when a code is typed. */
const hashOf = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

export async function recoveryCodesLeft(db: DbOrTx, tenantId: TenantId, accountId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.tenantId, tenantId), eq(recoveryCodes.accountId, accountId)));
  return row.left;
}

/**
 * A new set of codes for an account with a passkey, shown once: the old set stops working in the
 * same transaction, which the audit entry records. Undefined for an account without a passkey.
 */
export async function generateRecoveryCodes(db: Database, tenantId: TenantId, accountId: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [withPasskey] = await tx
      .select({ credentialId: passkeys.credentialId })
      .from(passkeys)
      .where(and(eq(passkeys.tenantId, tenantId), eq(passkeys.accountId, accountId)))
      .limit(1);
    if (!withPasskey) return undefined;
    const voided = await tx
      .delete(recoveryCodes)
      .where(and(eq(recoveryCodes.tenantId, tenantId), eq(recoveryCodes.accountId, accountId)))
      .returning({ codeHash: recoveryCodes.codeHash });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ tenantId, accountId, codeHash: hashOf(code) })));
    await auditOwnChange(tx, tenantId, accountId, 'user.recovery-codes-generate', { count: codes.length, voided: voided.length });
    return codes;
  });
}

/**
 * Takes one of the account's codes: deleted as it is read, so it works once, and only for its own
 * account. Returns how many are left, or undefined when the code is not one of them.
 */
export async function useRecoveryCode(db: Database, tenantId: TenantId, accountId: string, code: string) {
  return db.transaction(async (tx) => {
    const taken = await tx
      .delete(recoveryCodes)
      .where(and(eq(recoveryCodes.tenantId, tenantId), eq(recoveryCodes.accountId, accountId), eq(recoveryCodes.codeHash, hashOf(code))))
      .returning({ codeHash: recoveryCodes.codeHash });
    if (taken.length === 0) return undefined;
    const left = await recoveryCodesLeft(tx, tenantId, accountId);
    await auditOwnChange(tx, tenantId, accountId, 'user.recovery-code-use', { left });
    return { left };
  });
}
