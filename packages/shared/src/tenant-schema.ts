import { z } from 'zod';
import { TENANTS } from './tenant';

export const tenantIdSchema = z.enum(TENANTS, {
  error: () => `must be one of ${TENANTS.join(', ')}`,
});
