import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { ANONYMOUS, signInAs, type DemoRole } from './accounts';
import type { Tenant } from './helpers';

/** A demo account of one portal; a test that names one starts signed in as it. */
export interface Account {
  role: DemoRole;
  tenant: Tenant;
}

/**
 * A saved sign-in is reused for this long, well inside the 15-minute access token less the web app's
 * 120 s refresh lead, so no test starts from tokens that are about to be refreshed: rotating refresh
 * tokens shared by several browser contexts would otherwise be replayed.
 */
const SIGN_IN_REUSE_MS = 8 * 60_000;

interface TestFixtures {
  account: Account | undefined;
  /**
   * Content-Security-Policy violations Chromium reported on the test's page. Every test that uses
   * the page fails when one is left at its end; a test that provokes one on purpose empties it.
   */
  cspViolations: string[];
}

interface WorkerFixtures {
  /** Signs the account in through the provider's page once per worker and answers its storage state file. */
  signedInState: (account: Account) => Promise<string>;
}

/**
 * A server-rendered page shows before it answers (decision 019): a click that lands before React
 * takes the page over is lost, as it would be for a visitor on a slow phone. Tests act on pages,
 * so every load waits until the app marks the document hydrated (pages without server state at once).
 */
function waitingForHydration(page: Page): Page {
  const hydrated = () =>
    page.waitForFunction(() => !document.getElementById('server-state') || document.documentElement.dataset.hydrated === 'true');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/** Every page a context opens waits for hydration on its loads, the test's own page and any extra one. */
const plainNewPage = new WeakMap<BrowserContext, BrowserContext['newPage']>();
export function openingHydratedPages(context: BrowserContext): BrowserContext {
  if (plainNewPage.has(context)) return context;
  const newPage = context.newPage.bind(context);
  plainNewPage.set(context, newPage);
  context.newPage = async () => waitingForHydration(await newPage());
  return context;
}

/** A page whose loads do not wait for hydration: for a test of what happens before it. */
export async function pageBeforeHydration(context: BrowserContext): Promise<Page> {
  return (plainNewPage.get(context) ?? context.newPage.bind(context))();
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  context: async ({ context }, use) => {
    await use(openingHydratedPages(context));
  },

  account: [undefined, { option: true }],

  /** Contexts a test opens itself (a second learner, a visitor beside an admin) open hydrated pages too. */
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => openingHydratedPages(await newContext(...args));
      await use(browser);
    },
    { scope: 'worker' },
  ],

  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const folder = join(workerInfo.project.outputDir, '.auth');
      mkdirSync(folder, { recursive: true });
      const saved = new Map<string, { path: string; at: number }>();
      await use(async ({ role, tenant }) => {
        const key = `${tenant}-${role}`;
        const known = saved.get(key);
        if (known && Date.now() - known.at < SIGN_IN_REUSE_MS) return known.path;
        const at = Date.now();
        const context = await browser.newContext({ storageState: ANONYMOUS });
        try {
          await signInAs(await context.newPage(), role, '/', { tenant });
          const path = join(folder, `${workerInfo.workerIndex}-${key}.json`);
          await context.storageState({ path });
          saved.set(key, { path, at });
          return path;
        } finally {
          await context.close();
        }
      });
    },
    { scope: 'worker' },
  ],

  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
    },
    { auto: true },
  ],

  storageState: async ({ account, signedInState, storageState }, use) => {
    await use(account ? await signedInState(account) : storageState);
  },
});

export { expect } from '@playwright/test';
