import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-schema';

function messages(input: Record<string, string>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contactSchema', () => {
  it('names every missing field', () => {
    expect(messages({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is a required field',
      email: 'Email is a required field',
      subject: 'Subject is a required field',
      message: 'Message is a required field',
    });
  });

  it('checks the email and the message length', () => {
    expect(messages({ name: 'Ada', email: 'ada@', subject: 'Hi', message: 'short' })).toEqual({
      email: 'Email must be a valid email',
      message: 'Message must be at least 10 characters',
    });
  });

  it('accepts a complete message and trims it', () => {
    const result = contactSchema.parse({ name: ' Ada ', email: 'ada@example.com', subject: 'Hello', message: 'A long enough message.' });
    expect(result.name).toBe('Ada');
  });
});
