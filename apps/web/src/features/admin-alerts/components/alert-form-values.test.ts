import { describe, expect, it } from 'vitest';
import type { Alert } from '@academy/shared';
import { alertFormSchema, alertToFormValues, emptyAlertForm, isoToLocalInput, localInputToIso } from './alert-form-values';

const schema = alertFormSchema('kube');

describe('alert form values', () => {
  it('turns a filled form into the alert input, with empty optional fields as null', () => {
    const result = schema.safeParse({ ...emptyAlertForm, message: '  Maintenance tonight  ', level: 'warning' });
    expect(result.success && result.data).toEqual({
      message: 'Maintenance tonight',
      level: 'warning',
      actionText: null,
      actionUrl: null,
      tenantId: 'kube',
      startsAt: null,
      endsAt: null,
    });
  });

  it('names the fields that break the shared rules with the generic messages', () => {
    const result = schema.safeParse({
      ...emptyAlertForm,
      message: '',
      actionUrl: 'not a url',
      startsAt: '2030-01-02T10:00',
      endsAt: '2030-01-01T10:00',
    });
    const issues = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['message', 'Message is a required field'],
        ['actionUrl', 'Action URL must be a valid URL'],
        ['endsAt', 'End time must be after the start time'],
      ]),
    );
  });

  it('round-trips local date-time inputs through ISO time', () => {
    const iso = localInputToIso('2030-05-06T07:08');
    expect(iso).toBe(new Date('2030-05-06T07:08').toISOString());
    expect(isoToLocalInput(iso)).toBe('2030-05-06T07:08');
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });

  it('fills the form from an alert, with missing optional values as empty text', () => {
    const alert: Alert = {
      id: '11111111-1111-4111-8111-111111111111',
      tenantId: 'kube',
      message: 'New course',
      actionText: null,
      actionUrl: 'https://example.com',
      level: 'success',
      startsAt: null,
      endsAt: null,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
      firstName: 'Avery',
    };
    expect(alertToFormValues(alert)).toEqual({
      ...emptyAlertForm,
      message: 'New course',
      level: 'success',
      actionUrl: 'https://example.com',
    });
  });
});
