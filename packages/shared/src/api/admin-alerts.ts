import { z } from 'zod';
import { tenantIdSchema } from '../tenant-schema';
import { alertLevelSchema } from './alerts';
import { requiredText } from './contact';
import { idSchema } from './common';

export const ALERT_MESSAGES = { created: 'The alert was created!', updated: 'The alert was updated' } as const;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** Create and edit an alert (admin form and POST /api/alerts/create, PUT /api/admin/alerts/{id}). */
export const alertInputSchema = z
  .object({
    message: requiredText('Message', 3, 500),
    actionText: optionalText('Action text', 60),
    actionUrl: z
      .string()
      .trim()
      .max(2_048, 'Action URL must be at most 2048 characters')
      .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Action URL must be a valid URL')
      .transform((value) => value || null)
      .nullable()
      .optional(),
    level: alertLevelSchema,
    /** Must be the portal the admin is signed in to; defaults to it. */
    tenantId: tenantIdSchema.optional(),
    startsAt: z.iso.datetime({ offset: true, error: 'Start time must be a valid date and time' }).nullable().optional(),
    endsAt: z.iso.datetime({ offset: true, error: 'End time must be a valid date and time' }).nullable().optional(),
  })
  .refine((alert) => !alert.startsAt || !alert.endsAt || new Date(alert.endsAt) > new Date(alert.startsAt), {
    path: ['endsAt'],
    message: 'End time must be after the start time',
  });
export type AlertInput = z.input<typeof alertInputSchema>;

/** DELETE bodies of the admin lists: the ids of the checked rows. */
export const idListSchema = z.array(idSchema).min(1, 'Choose at least one item').max(500);

export const deletedSchema = z.object({ message: z.string(), deleted: z.number().int() });
