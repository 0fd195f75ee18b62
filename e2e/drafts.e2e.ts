import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BundleFile, GuideList } from '@academy/shared';
import { readContentBundle } from '../apps/api/src/content/bundle';
import { ANONYMOUS } from './accounts';
import { expect, test } from './fixtures';
import { api, expectHeading, portal } from './helpers';
import { E2E_PORT } from './playwright.config';

/**
 * Decision 062 in Chromium: a draft guide of the spring portal (no other journey signs in there as an
 * admin) carries its Draft chip and banner for the admin, a direct load of its address draws it for
 * them although the anonymous server render is a 404, the Preview as switch shows the portal as a
 * visitor would (the server leaves the draft out), and a visitor gets the 404.
 */
const CONTENT = fileURLToPath(new URL('../content', import.meta.url));
const slug = `draft-journey-${Date.now()}`;
const draftGuide: BundleFile = {
  path: `spring/guides/${slug}.md`,
  text: `---\ntitle: Unreleased tracing guide\nsummary: Tracing, before it is published.\nlevel: Beginner\ntopics: [Observability]\nduration: 5m\ndraft: true\n---\nSteps.\n`,
};

/** Sends the spring portal's content (with `extra`) as its admin, the way the content CLI does. */
async function importSpring(page: Page, request: APIRequestContext, extra: BundleFile[]) {
  const { files } = await readContentBundle(CONTENT, ['spring']);
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as { accessToken: string } | null);
  const response = await request.post(`http://127.0.0.1:${E2E_PORT}/api/admin/content`, {
    headers: { authorization: `Bearer ${tokens!.accessToken}`, tenantId: 'spring' },
    data: { files: [...files, ...extra] },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('drafts and the preview switch (spring)', () => {
  test.use({ account: { role: 'admin', tenant: 'spring' } });

  test('an admin sees the draft with its banner and previews the portal as a visitor; a visitor gets 404', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.goto(portal('spring', '/guides'));
    await expectHeading(page, 'Guides');
    await importSpring(page, request, [draftGuide]);
    const { guides } = await api<GuideList>(request, 'spring', '/guides/list');
    expect(guides.map((guide) => guide.slug)).not.toContain(slug);

    try {
      await page.reload();
      const card = page.getByTestId('guide-card').filter({ hasText: 'Unreleased tracing guide' });
      await expect(card.getByTestId('draft-badge')).toHaveText('Draft');
      await expect(page.getByTestId('guide-card')).toHaveCount(guides.length + 1);

      const preview = page.getByRole('combobox', { name: 'Preview as' });
      await expect(preview).toHaveValue('own');
      await preview.selectOption({ label: 'Visitor' });
      await expect(page.getByTestId('guide-card')).toHaveCount(guides.length);
      await expect(card).toHaveCount(0);
      await preview.selectOption({ label: 'Administrator (drafts shown)' });
      await expect(card).toBeVisible();

      await card.getByRole('link', { name: 'Unreleased tracing guide' }).click();
      await expectHeading(page, 'Unreleased tracing guide');
      await expect(page.getByTestId('draft-banner')).toHaveText(/Draft\s*Only the administrators and authors of this portal see this\./);

      // The server renders for nobody in particular: the draft's address is a 404 there, and this browser draws it itself.
      const direct = await page.goto(portal('spring', `/guides/${slug}`));
      expect(direct?.status()).toBe(404);
      await expectHeading(page, 'Unreleased tracing guide');
      await expect(page).toHaveURL(portal('spring', `/guides/${slug}`));
      await expect(page.getByTestId('draft-banner')).toBeVisible();

      // Previewing as a visitor on the draft's own page: the server answers as it would to a visitor.
      await page.getByRole('combobox', { name: 'Preview as' }).selectOption({ label: 'Visitor' });
      await expectHeading(page, "Sorry, the page you are looking for doesn't exist");
      await page.getByRole('combobox', { name: 'Preview as' }).selectOption({ label: 'Administrator (drafts shown)' });

      const visitor = await browser.newContext({ storageState: ANONYMOUS });
      try {
        const visitorPage = await visitor.newPage();
        expect((await visitorPage.goto(portal('spring', `/guides/${slug}`)))?.status()).toBe(404);
        await expectHeading(visitorPage, "Sorry, the page you are looking for doesn't exist");
        await visitorPage.goto(portal('spring', '/guides'));
        await expect(visitorPage.getByTestId('guide-card')).toHaveCount(guides.length);
        await expect(visitorPage.getByTestId('draft-badge')).toHaveCount(0);
      } finally {
        await visitor.close();
      }
    } finally {
      await importSpring(page, request, []);
    }
  });
});
