import { createHmac } from 'node:crypto';
import type { TenantId } from '@academy/shared';

const COOKIE_PREFIX = 'academy_known_';
/** Half a year: a learner who signs in twice a year keeps the browser known. */
const KNOWN_FOR_SECONDS = 182 * 86_400;

/**
 * Browsers an account has signed in on (OWASP's "device cookies"): after a correct password the
 * browser gets a cookie whose name is a keyed hash of the portal and e-mail, which nobody without the
 * provider's cookie keys can make. A browser known to an account skips the budget its network has
 * for unproven sign-ins, so one guesser on a shared address cannot keep the others out.
 */
export function createKnownBrowsers(cookieKeys: string[]) {
  const nameFor = (key: string, tenantId: TenantId, email: string) =>
    COOKIE_PREFIX + createHmac('sha256', key).update(`${tenantId}\n${email.toLowerCase()}`).digest('base64url').slice(0, 22);

  return {
    /** The Set-Cookie value that makes this browser known to the account. */
    setCookie(tenantId: TenantId, email: string, secure: boolean): string {
      const attributes = [
        `Path=/identity/interaction`,
        `Max-Age=${KNOWN_FOR_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ];
      return [`${nameFor(cookieKeys[0], tenantId, email)}=1`, ...attributes].join('; ');
    },

    /** Whether the request's cookies show the account signed in on this browser (under any current key). */
    knows(cookieHeader: string | undefined, tenantId: TenantId, email: string): boolean {
      if (!cookieHeader) return false;
      const names = new Set(cookieHeader.split(';').map((pair) => pair.split('=')[0].trim()));
      return cookieKeys.some((key) => names.has(nameFor(key, tenantId, email)));
    },
  };
}
export type KnownBrowsers = ReturnType<typeof createKnownBrowsers>;
