import { and, eq } from 'drizzle-orm';
import type { TenantId, TokenAbility } from '@academy/shared';
import { users } from '../db/schema';
import { createAccount } from '../identity/accounts';
import { createToken } from '../services/tokens/personal-access-tokens';
import type { TestApp } from './test-app';

let creators = 0;

/** A personal access token made by a fresh admin of the portal (a token works only while its creator is an admin). */
export async function adminToken(t: TestApp, tenantId: TenantId, name: string, abilities: TokenAbility[], expiresInDays = 7) {
  const login = `token-creator-${(creators += 1)}@example.com`;
  const subject = await createAccount(
    t.database.db,
    tenantId,
    { email: login, password: 'correct horse battery', firstName: 'Token', lastName: 'Creator' },
    { isAdmin: true },
  );
  const [creator] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.subject, subject)));
  const actor = { userId: creator.id, tokenId: null, label: login, firstName: creator.firstName };
  return createToken(t.database.db, { tenantId, name, abilities, expiresInDays, maxDays: 365, actor });
}
