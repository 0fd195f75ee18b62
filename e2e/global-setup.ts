import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PACKAGES, CHROMIUM_PATH } from './chromium';

/** Installs Debian's Chromium when missing (as root), or stops with a message naming the package. */
export default function globalSetup() {
  const script = fileURLToPath(new URL('../scripts/ensure-debian-package.sh', import.meta.url));
  execFileSync('bash', [script, CHROMIUM_PATH, ...CHROMIUM_PACKAGES], { stdio: 'inherit' });
}
