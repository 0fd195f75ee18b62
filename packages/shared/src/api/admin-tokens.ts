import { z } from 'zod';
import { requiredText } from './contact';

/** What a personal access token may do; each ability opens exactly the routes that name it. */
export const TOKEN_ABILITIES = ['alerts:write', 'users:read', 'content:write'] as const;
export const tokenAbilitySchema = z.enum(TOKEN_ABILITIES, { error: `must be one of ${TOKEN_ABILITIES.join(', ')}` });
export type TokenAbility = z.infer<typeof tokenAbilitySchema>;

export const ABILITY_DESCRIPTIONS: Record<TokenAbility, string> = {
  'alerts:write': 'Create, edit and delete alerts',
  'users:read': 'Search the users of the portal',
  'content:write': 'Import a content bundle',
};

/** Tokens look like `acad_pat_<32 random base62><6 base62 checksum>`, so scanners can spot a leaked one. */
export const TOKEN_PREFIX = 'acad_pat_';
/** The lifetimes the tokens screen offers, up to the server's maximum. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/** GET /api/admin/abilities: what a token may do, and the longest lifetime this installation allows. */
export const abilitiesSchema = z.object({
  result: z.array(z.object({ ability: tokenAbilitySchema, description: z.string() })),
  maxExpiresInDays: z.number().int().positive(),
});
export type Abilities = z.infer<typeof abilitiesSchema>;

/** POST /api/admin/generate-token; every token expires, at most PERSONAL_ACCESS_TOKEN_MAX_DAYS after creation. */
export const tokenCreateSchema = z.object({
  name: requiredText('Name', 3, 80),
  abilities: z.array(tokenAbilitySchema).min(1, 'Choose at least one ability').max(TOKEN_ABILITIES.length),
  expiresInDays: z
    .number({ error: 'must be a number of days: tokens always expire' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(3_650, 'must be at most 3650 days'),
});
export type TokenCreate = z.infer<typeof tokenCreateSchema>;

/** The token itself is in `message`, shown once. */
export const createdTokenSchema = z.object({ message: z.string(), tokenId: z.uuid() });

export const tokenSummarySchema = z.object({
  tokenId: z.uuid(),
  name: z.string(),
  abilities: z.array(z.string()),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
  /** Set when the creator lost the admin right: the token stays refused even if the right comes back. */
  revokedAt: z.iso.datetime().nullable(),
  /** The creator's name and login; null once the creator was removed from the account system. */
  createdBy: z.string().nullable(),
  createdByLogin: z.string().nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;
export const tokenListSchema = z.object({ result: z.array(tokenSummarySchema) });
