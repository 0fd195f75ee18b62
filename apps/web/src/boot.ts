import './styles.css';

/**
 * The entry: the stylesheet, then the app once the browser has shown what the server rendered, so
 * the app's code stays off the path of that paint (the page's largest text is server-rendered),
 * which Lighthouse measured as LCP (issue 15). Shown means the first contentful paint as the
 * browser reports it, once on screen: waiting only for a frame to be drawn (requestAnimationFrame,
 * then a task) let a busy machine request the app before the paint, and Lighthouse's simulation
 * put it on the paint's path again (LCP 2.1-2.7 s in about one run in eight). The shell has nothing
 * to paint without the app and starts after a frame; a tab opened in the background paints no
 * frame, so it starts at once. A page whose paint is never reported (sent to the background
 * before it painted) starts when it is hidden or after PAINT_WAIT_MS, whichever comes first.
 */
const PAINT_WAIT_MS = 3_000;
let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  // zod must be told it is jitless before any chunk builds a schema (see lib/zod-jitless.ts): a chunk
  // the app imports statically is evaluated before the app's own first line, so the setting goes first.
  void import('./lib/zod-jitless').then(() => import('./main'));
};

function afterFirstContentfulPaint(then: () => void) {
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(then, PAINT_WAIT_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && then());
}

if (document.visibilityState === 'hidden') startApp();
else if (document.getElementById('root')?.hasChildNodes() && PerformanceObserver.supportedEntryTypes.includes('paint'))
  afterFirstContentfulPaint(startApp);
else requestAnimationFrame(() => setTimeout(startApp, 0));
