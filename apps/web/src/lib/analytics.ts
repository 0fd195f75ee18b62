import type { RuntimeConfig } from '@academy/shared';

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * The server hands out a container id only where the environment allows analytics, so nothing
 * third-party loads in local, dev or test runs. Consent management loads before the container.
 */
export function loadAnalytics(analytics: RuntimeConfig['analytics']) {
  if (!analytics.containerId) return;
  if (analytics.consentScriptUrl) addScript(analytics.consentScriptUrl);
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(analytics.containerId)}`);
}
