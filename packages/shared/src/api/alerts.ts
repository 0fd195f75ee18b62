import { z } from 'zod';
import { tenantIdSchema } from '../tenant-schema';
import { idSchema } from './common';

export const ALERT_LEVELS = ['info', 'warning', 'success'] as const;
export const alertLevelSchema = z.enum(ALERT_LEVELS);

export const alertSchema = z.object({
  id: idSchema,
  tenantId: tenantIdSchema,
  message: z.string(),
  actionText: z.string().nullable(),
  actionUrl: z.string().nullable(),
  level: alertLevelSchema,
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  firstName: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const activeAlertsSchema = z.object({ result: z.array(alertSchema) });
