import { describe, expect, it } from 'vitest';
import { EXPIRY_OPTIONS, tokenFormSchema } from './token-form-values';

describe('token form values', () => {
  it('offers the server expiry day counts and never', () => {
    expect(EXPIRY_OPTIONS.map((option) => option.value)).toEqual(['7', '30', '90', '365', 'never']);
  });

  it('turns the choice into expiresInDays, null for never', () => {
    expect(tokenFormSchema.parse({ name: ' CI import ', abilities: ['content:write'], expiry: '90' })).toEqual({
      name: 'CI import',
      abilities: ['content:write'],
      expiresInDays: 90,
    });
    expect(tokenFormSchema.parse({ name: 'Forever', abilities: ['users:read'], expiry: 'never' }).expiresInDays).toBeNull();
  });

  it('needs a name and at least one ability', () => {
    const result = tokenFormSchema.safeParse({ name: '', abilities: [], expiry: '7' });
    const messages = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['name', 'Name is a required field'],
        ['abilities', 'Choose at least one ability'],
      ]),
    );
  });
});
