import { spawn } from 'node:child_process';

/**
 * npm run dev: the API with reload on :3000 and Vite on :5173 in front of it. The portals are
 * http://spring.localhost:5173, http://kube.localhost:5173 and http://tanzu.localhost:5173.
 */
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_ORIGIN_TEMPLATE: 'http://{tenant}.localhost:5173', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@academy/web'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => (stop(), (process.exitCode ??= code ?? 0)));
