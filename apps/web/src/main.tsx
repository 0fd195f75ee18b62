import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ErrorScreen } from './components/error-screen';
import { FullScreenSpinner } from './components/spinner';
import { loadAnalytics } from './lib/analytics';
import { configureApiClient } from './lib/api-client';
import { startSession } from './lib/auth/session';
import { fetchRuntimeConfig } from './lib/runtime-config';
import { brand, currentTenantId, faviconHref, pageTitle } from './tenants';
import './styles.css';

function applyBranding() {
  document.documentElement.dataset.tenant = currentTenantId;
  document.title = pageTitle(brand, null);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) {
    icon.type = 'image/svg+xml';
    icon.href = faviconHref(brand);
  }
}

applyBranding();
const root = createRoot(document.getElementById('root')!);
root.render(<FullScreenSpinner />);

fetchRuntimeConfig()
  .then((config) => {
    configureApiClient({ apiBase: config.apiBase });
    startSession(config.identity);
    loadAnalytics(config.analytics);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => root.render(<ErrorScreen error={error} />));
