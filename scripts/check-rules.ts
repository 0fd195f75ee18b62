/**
 * `npm run check`, the first stage of `npm test`: the rules that are not tests, side by side (they
 * share the two cores with nothing else at that point): ESLint with the architecture rules
 * (decision 013), the TypeScript compiler over the whole tree, Prettier's formatting (`npm run format`
 * fixes it), knip's dead code (unused files, exports, dependencies; knip.jsonc) and the drizzle
 * schema against the migrations. Each one's output is printed whole when it ends; the exit code is
 * non-zero when any failed. ESLint and tsc keep caches in node_modules/.cache (as `npm run lint` and
 * `npm run typecheck` do), so a second run on the same checkout checks only what changed; a clean
 * clone, as in CI, checks everything.
 */
import { spawn } from 'node:child_process';

const CHECKS: { name: string; command: string[] }[] = [
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'formatting', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'dead code', command: ['npx', 'knip', '--no-progress'] },
  { name: 'schema drift', command: ['npx', 'tsx', 'scripts/check-schema-drift.ts'] },
];

function check({ name, command }: (typeof CHECKS)[number]): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const [program, ...args] = command;
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`-- ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s${output.trim() ? `\n${output.trim()}` : ''}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(check));
process.exit(results.every(Boolean) ? 0 : 1);
