import { eq } from 'drizzle-orm';
import type { Envelope, TenantId } from '@academy/shared';
import { auditLog } from '../db/schema';
import { signedInLearner } from './learner';
import type { TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An anonymous GET on a portal's host (`kube.localhost`), with the envelope typed as a success (tests check `status`). */
export async function visitorGet<T>(t: TestApp, url: string, host: string) {
  const response = await t.app.inject({ url, headers: { host } });
  return { status: response.statusCode, body: response.json() as Envelope<T> & { data: T } };
}

/** Calls the app as a portal's visitor with an optional bearer (sign-in JWT or personal access token). */
export function callerFor(t: TestApp, tenantId: TenantId, bearer?: string) {
  const host = `${tenantId}.localhost:3000`;
  return async (method: Method, url: string, options: { payload?: object; headers?: Record<string, string> } = {}) => {
    const response = await t.app.inject({
      method,
      url,
      payload: options.payload,
      headers: { host, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...options.headers },
    });
    return { status: response.statusCode, body: response.json() };
  };
}
export type Caller = ReturnType<typeof callerFor>;

/** A caller signed in as a fresh admin of the portal. */
export async function adminCaller(t: TestApp, tenantId: TenantId, email = 'admin@example.com'): Promise<Caller> {
  return callerFor(t, tenantId, (await signedInLearner(t, tenantId, email, { isAdmin: true })).token);
}

/** The audit rows of one entity, oldest first. */
export function auditTrail(t: TestApp, entityId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
}
