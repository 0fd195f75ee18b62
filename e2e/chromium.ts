/**
 * Debian's Chromium headless shell, which Playwright drives here (its own download cannot work):
 * scripts/ensure-debian-package.sh installs these packages. It is the browser Playwright itself
 * runs headless, without the full browser's interface: a journey costs it well under half the CPU
 * (decision 068).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PACKAGES = ['chromium-headless-shell', 'fonts-liberation'];

/** Root needs --no-sandbox; with no internet, Chromium must not try its background services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
