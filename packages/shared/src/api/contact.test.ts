import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact';

/** The first message per field: the one a form shows next to it. */
function messages(input: Record<string, string>) {
  const result = contactFormSchema.safeParse(input);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('contactFormSchema (the generic messages of spec section 5)', () => {
  it('names every missing field', () => {
    expect(messages({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is a required field',
      email: 'Email is a required field',
      subject: 'Subject is a required field',
      message: 'Message is a required field',
    });
  });

  it('checks the e-mail and the lengths', () => {
    expect(messages({ name: 'A', email: 'ada@', subject: 'Hi', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Email must be a valid email',
      subject: 'Subject must be at least 3 characters',
      message: 'Message must be at least 10 characters',
    });
    expect(messages({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'x'.repeat(5_001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
  });

  it('accepts a complete message, trimmed, with the address in lower case', () => {
    const result = contactFormSchema.parse({
      name: ' Ada ',
      email: ' Ada@Example.com ',
      subject: 'Hello',
      message: 'A long enough message.',
    });
    expect(result).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });
});
