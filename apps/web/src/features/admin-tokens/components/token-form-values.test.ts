import { describe, expect, it } from 'vitest';
import { emptyTokenForm, expiryOptions, tokenFormSchema } from './token-form-values';

describe('token form values', () => {
  it('offers the usual day counts up to the server maximum, the maximum itself, and never "never"', () => {
    expect(expiryOptions(365).map((option) => option.value)).toEqual(['7', '30', '90', '365']);
    expect(expiryOptions(60).map((option) => option.value)).toEqual(['7', '30', '60']);
    expect(expiryOptions(730).map((option) => option.label)).toEqual(['7 days', '30 days', '90 days', '365 days', '730 days']);
    expect(expiryOptions(1)).toEqual([{ value: '1', label: '1 day' }]);
  });

  it('starts at a month, or at the maximum when that is shorter', () => {
    expect(emptyTokenForm(365).expiry).toBe('30');
    expect(emptyTokenForm(14).expiry).toBe('14');
  });

  it('turns the choice into expiresInDays', () => {
    expect(tokenFormSchema.parse({ name: ' CI import ', abilities: ['content:write'], expiry: '90' })).toEqual({
      name: 'CI import',
      abilities: ['content:write'],
      expiresInDays: 90,
    });
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
