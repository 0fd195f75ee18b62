import { z } from 'zod';
import { alertInputSchema, alertLevelSchema, type Alert, type AlertInput, type TenantId } from '@academy/shared';

/** What the alert form holds: plain strings, times as the browser's local date-time inputs give them. */
export interface AlertFormValues {
  message: string;
  level: Alert['level'];
  actionText: string;
  actionUrl: string;
  startsAt: string;
  endsAt: string;
}

export const emptyAlertForm: AlertFormValues = { message: '', level: 'info', actionText: '', actionUrl: '', startsAt: '', endsAt: '' };

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO time to the value of a datetime-local input, in the browser's time zone. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value to ISO time; empty is no time, and nonsense stays as typed so the schema names it. */
export function localInputToIso(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function alertToFormValues(alert: Alert): AlertFormValues {
  return {
    message: alert.message,
    level: alert.level,
    actionText: alert.actionText ?? '',
    actionUrl: alert.actionUrl ?? '',
    startsAt: isoToLocalInput(alert.startsAt),
    endsAt: isoToLocalInput(alert.endsAt),
  };
}

/** The form's values checked by the shared alert schema, so the form and the server agree on every rule. */
export function alertFormSchema(tenantId: TenantId) {
  return z
    .object({
      message: z.string(),
      level: alertLevelSchema,
      actionText: z.string(),
      actionUrl: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
    })
    .transform((values): AlertInput => ({
      ...values,
      tenantId,
      startsAt: localInputToIso(values.startsAt),
      endsAt: localInputToIso(values.endsAt),
    }))
    .pipe(alertInputSchema);
}
