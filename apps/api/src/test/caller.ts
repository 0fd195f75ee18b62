import type { TenantId } from '@academy/shared';
import type { TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
