import { z } from 'zod';

export const apiErrorSchema = z.object({
  errorMessage: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every answer of the API, errors included, has this shape. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.nullable(),
    errors: z.array(apiErrorSchema),
    correlationId: z.string(),
  });
}

export interface Envelope<T> {
  success: boolean;
  data: T | null;
  errors: ApiError[];
  correlationId: string;
}

export const CORRELATION_HEADER = 'x-correlation-id';
