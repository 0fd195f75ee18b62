import { z } from 'zod';
import { TOKEN_EXPIRY_DAYS, tokenCreateSchema } from '@academy/shared';

export const NEVER = 'never';

/** The expiry choices: the server's fixed day counts, plus never. */
export const EXPIRY_OPTIONS = [
  ...TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: NEVER, label: 'Never' },
];

export interface TokenFormValues {
  name: string;
  abilities: string[];
  expiry: string;
}

export const emptyTokenForm: TokenFormValues = { name: '', abilities: [], expiry: '30' };

/** The form's values checked by the shared token schema. */
export const tokenFormSchema = z
  .object({ name: z.string(), abilities: z.array(z.string()), expiry: z.string() })
  .transform(({ name, abilities, expiry }) => ({ name, abilities, expiresInDays: expiry === NEVER ? null : Number(expiry) }))
  .pipe(tokenCreateSchema);
