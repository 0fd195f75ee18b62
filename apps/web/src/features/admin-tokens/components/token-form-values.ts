import { z } from 'zod';
import { TOKEN_EXPIRY_DAYS, tokenCreateSchema } from '@academy/shared';

/** The expiry choices: the usual day counts up to the server's maximum, and the maximum itself. Tokens always expire. */
export function expiryOptions(maxDays: number) {
  const days = [...new Set([...TOKEN_EXPIRY_DAYS.filter((choice) => choice <= maxDays), maxDays])].sort((a, b) => a - b);
  return days.map((count) => ({ value: String(count), label: count === 1 ? '1 day' : `${count} days` }));
}

export interface TokenFormValues {
  name: string;
  abilities: string[];
  expiry: string;
}

/** A month, or the maximum when that is shorter. */
export const emptyTokenForm = (maxDays: number): TokenFormValues => ({ name: '', abilities: [], expiry: String(Math.min(30, maxDays)) });

/** The form's values checked by the shared token schema. */
export const tokenFormSchema = z
  .object({ name: z.string(), abilities: z.array(z.string()), expiry: z.string() })
  .transform(({ name, abilities, expiry }) => ({ name, abilities, expiresInDays: Number(expiry) }))
  .pipe(tokenCreateSchema);
