/** Debian's Chromium, which Playwright drives here (its own download cannot work): scripts/ensure-debian-package.sh installs it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
