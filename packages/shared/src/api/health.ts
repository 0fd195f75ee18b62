import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const readinessSchema = z.object({ status: z.literal('ready'), database: z.literal('up') });
