import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, expect, it } from 'vitest';
import { notificationsNow, showToast } from './notifications';
import { setRenderScope, type RenderScope } from './render-scope';

// The server's side of it (entry-server.tsx): each render runs with a scope of its own.
const renders = new AsyncLocalStorage<RenderScope>();
setRenderScope(() => renders.getStore());
afterAll(() => setRenderScope(() => undefined));

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapUsed = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

it('keeps the toasts of 100,000 failed server renders with each render, not in the process', { timeout: 60_000 }, () => {
  let seenInRender = 0;
  const render = () =>
    renders.run(new Map(), () => {
      showToast('params.certificateId: must be a certificate id', { additionalInfo: 'Correlation id: 0123456789abcdef' });
      seenInRender += notificationsNow().toasts.length;
    });
  for (let count = 0; count < 1_000; count++) render();
  expect(seenInRender).toBe(1_000);
  expect(notificationsNow().toasts).toEqual([]);
  const before = heapUsed();
  for (let count = 0; count < 100_000; count++) render();
  expect(seenInRender).toBe(101_000);
  expect(notificationsNow().toasts).toEqual([]);
  // Kept in the process, 100,000 toasts would hold tens of megabytes (and copy the list on each one).
  expect(heapUsed() - before).toBeLessThan(2 * 1024 * 1024);
});

it('never shows one render the state another render wrote, however their steps interleave', async () => {
  const step = () => new Promise((resolve) => setTimeout(resolve, 1));
  const render = (name: string) =>
    renders.run(new Map(), async () => {
      await step();
      showToast(`${name} failed`);
      await step();
      showToast(`${name} failed again`);
      await step();
      return notificationsNow().toasts.map((toast) => toast.message);
    });
  const [kube, spring] = await Promise.all([render('kube'), render('spring')]);
  expect(kube).toEqual(['kube failed', 'kube failed again']);
  expect(spring).toEqual(['spring failed', 'spring failed again']);
  expect(notificationsNow().toasts).toEqual([]);
});

it('keeps one state for the page in the browser, where no render scope is named', () => {
  setRenderScope(() => undefined);
  const id = showToast('Saved', { type: 'success' });
  expect(notificationsNow().toasts.map((toast) => toast.id)).toEqual([id]);
  setRenderScope(() => renders.getStore());
});
