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
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const abilitiesSchema = z.object({
  result: z.array(z.object({ ability: tokenAbilitySchema, description: z.string() })),
});

/** POST /api/admin/generate-token; expiresInDays null means the token never expires. */
export const tokenCreateSchema = z.object({
  name: requiredText('Name', 3, 80),
  abilities: z.array(tokenAbilitySchema).min(1, 'Choose at least one ability').max(TOKEN_ABILITIES.length),
  expiresInDays: z
    .number()
    .int()
    .refine((days) => (TOKEN_EXPIRY_DAYS as readonly number[]).includes(days), `must be one of ${TOKEN_EXPIRY_DAYS.join(', ')}`)
    .nullable(),
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
  expiresAt: z.iso.datetime().nullable(),
  createdBy: z.string().nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;
export const tokenListSchema = z.object({ result: z.array(tokenSummarySchema) });
