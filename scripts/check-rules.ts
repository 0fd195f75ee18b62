/**
 * `npm run check`, the first stage of `npm test`'s checks lane: the rules that are not tests, side
 * by side: ESLint with the architecture rules (decision 013); oxlint with the rules that need types
 * or the whole import graph, and TypeScript 7's native compiler over the whole tree, on one thread,
 * which costs a fifth of the core time of its parallel checkers on a 2-core machine where ESLint and
 * the build want the rest (both decision 071); oxfmt's formatting, Prettier's style at a hundredth
 * of its time (decision 072; `npm run format` fixes it); knip's dead code (unused files, exports,
 * dependencies; knip.jsonc); the drizzle schema against the migrations. Each one's output is printed whole when it ends; the exit code is non-zero when any
 * failed. ESLint and tsc keep caches in node_modules/.cache (as `npm run lint` and `npm run
 * typecheck` do), so a second run on the same checkout checks only what changed; a clean clone, as
 * in CI, checks everything.
 */
import { spawn } from 'node:child_process';

const CHECKS: { name: string; command: string[] }[] = [
  { name: 'ESLint', command: ['npm', 'run', '--silent', 'lint:eslint'] },
  { name: 'oxlint (types and cycles)', command: ['npm', 'run', '--silent', 'lint:oxlint'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck', '--', '--singleThreaded'] },
  { name: 'formatting', command: ['npx', 'oxfmt', '--check', '.'] },
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
