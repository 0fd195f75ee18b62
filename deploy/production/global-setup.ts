import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PACKAGES, CHROMIUM_PATH } from '../../e2e/chromium';
import { NGINX_PATH } from './tls-proxy';

/** Debian's Chromium and nginx, installed when missing (as root), or a stop naming the packages. */
export default function globalSetup() {
  const script = fileURLToPath(new URL('../../scripts/ensure-debian-package.sh', import.meta.url));
  execFileSync('bash', [script, CHROMIUM_PATH, ...CHROMIUM_PACKAGES], { stdio: 'inherit' });
  execFileSync('bash', [script, NGINX_PATH, 'nginx'], { stdio: 'inherit' });
}
