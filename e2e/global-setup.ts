import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Installs Debian's Chromium when missing (as root), or stops with a message naming the package. */
export default function globalSetup() {
  const script = fileURLToPath(new URL('../scripts/ensure-chromium.sh', import.meta.url));
  execFileSync('bash', [script], { stdio: 'inherit' });
}
