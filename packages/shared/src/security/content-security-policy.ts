import type { RuntimeConfig } from '../api/runtime-config';
import { hostedVideoUrl } from '../hosted-video';

/**
 * The Content-Security-Policy of each kind of response (decision 016). No inline or third-party
 * script unless the installation configures it: analytics hosts only where the portal's runtime
 * configuration names a container, the hosted player's host only when a player is configured.
 */

type Directives = Record<string, string[]>;

/** Google Tag Manager and Google Analytics 4, as Google's CSP guidance lists them. */
const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

function originOf(address: string | null | undefined, base: string): string | null {
  if (!address) return null;
  try {
    return new URL(address, base).origin;
  } catch {
    return null;
  }
}

function serialise(directives: Directives, https: boolean): string {
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** What every HTML page of the product shares: own scripts only, no plugins, no framing, no base or form retargeting. */
const pageBase = (): Directives => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // The code highlighter colours tokens with style attributes, and components set inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

export interface WebAppPolicyOptions {
  /** The portal's public origin: sources on it are covered by 'self'; https adds upgrade-insecure-requests. */
  origin: string;
  /** Further origins the app frames, e.g. a lab provider's (LAB_URL_TEMPLATE). */
  frameOrigins?: string[];
}

/** The single-page app of one portal, from the runtime configuration that portal's app reads. */
export function webAppContentSecurityPolicy(
  runtime: Pick<RuntimeConfig, 'identity' | 'videoPlayer' | 'analytics'>,
  { origin, frameOrigins = [] }: WebAppPolicyOptions,
): string {
  const foreign = (address: string | null | undefined) => {
    const found = originOf(address, origin);
    return found && found !== origin ? [found] : [];
  };
  const directives = pageBase();
  // Content may show images and videos from any https address (front matter and markdown allow them).
  directives['img-src'].push('https:');
  directives['media-src'] = ["'self'", 'https:'];
  // An external provider's discovery document and logout address are fetched by the app.
  directives['connect-src'].push(...foreign(runtime.identity.issuer), ...foreign(runtime.identity.logoutUrl));
  const frames = [...(runtime.videoPlayer ? foreign(hostedVideoUrl(runtime.videoPlayer, 'video')) : []), ...frameOrigins.flatMap(foreign)];
  if (frames.length > 0) directives['frame-src'] = frames;
  if (runtime.analytics.containerId) {
    const consent = foreign(runtime.analytics.consentScriptUrl);
    directives['script-src'].push(TAG_MANAGER, ...consent);
    directives['connect-src'].push(...ANALYTICS_CONNECT, ...consent);
  }
  return serialise(directives, origin.startsWith('https:'));
}

/**
 * Pages the server renders itself (the embedded provider's sign-in, registration, logout and error
 * pages; the API documentation): scripts and styles from this origin only.
 */
export function serverPageContentSecurityPolicy(origin: string): string {
  return serialise(pageBase(), origin.startsWith('https:'));
}

/** JSON answers and content assets: a document that may load nothing, run nothing and be framed nowhere. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
