import type { Page } from '@playwright/test';
import { WHOLE_STYLESHEET_ATTRIBUTE } from '@academy/shared';
import { expect, pageBeforeHydration, test } from './fixtures';
import { portal, TENANTS } from './helpers';
import { publicAddresses } from './public-addresses';

/**
 * Decision 075: a rendered page inlines only the rules its markup can use. Drawn with those alone
 * (the app's scripts refused, so the whole stylesheet stays linked for print) and then with the
 * whole stylesheet applied after them, as the app applies it, every element and its ::before and
 * ::after must compute the same style, at a phone's width and a desktop's.
 */

/** The lists of guides and paths, an instructor's page and the about page are drawn from components the other pages show. */
const DRAWN_ELSEWHERE = /^\/(guides|paths|about|instructors\/.+)$/;

/**
 * In the page: every element's computed style, and that of its ::before and ::after where they draw,
 * first with the inline rules alone, then with the whole stylesheet's link switched to the screen;
 * what differs (custom properties aside: what reads them is compared), at most ten lines.
 */
function differencesOnceWholeStylesheetApplies(page: Page): Promise<{ compared: number; differences: string[] }> {
  return page.evaluate(async (attribute) => {
    const drawn = () => {
      const lines: string[] = [];
      document.querySelectorAll('body *').forEach((element, index) => {
        const name = `${index} ${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').split(/\s+/).slice(0, 3).join('.')}`;
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (pseudo && style.content === 'none') {
            lines.push(`${name}${pseudo} content: none`);
            continue;
          }
          for (let at = 0; at < style.length; at++) {
            const property = style.item(at);
            if (!property.startsWith('--')) lines.push(`${name}${pseudo ?? ''} ${property}: ${style.getPropertyValue(property)}`);
          }
        }
      });
      return lines;
    };
    const before = drawn();
    const link = document.querySelector<HTMLLinkElement>(`link[${attribute}]`)!;
    link.media = 'all';
    while (!link.sheet) await new Promise((resolve) => setTimeout(resolve, 20));
    const after = drawn();
    const differences = before.length === after.length ? [] : [`${before.length} lines before, ${after.length} after`];
    before.forEach((line, index) => line !== after[index] && differences.push(`${line} → ${after[index]}`));
    return { compared: before.length, differences: differences.slice(0, 10) };
  }, WHOLE_STYLESHEET_ATTRIBUTE);
}

for (const tenant of TENANTS) {
  test(`${tenant}: each rendered page is drawn by its inline rules exactly as by the whole stylesheet`, async ({ context, request }) => {
    const page = await pageBeforeHydration(context);
    await page.route('**/assets/*.js', (route) => route.abort());
    const addresses = (await publicAddresses(request, tenant)).filter((address) => !DRAWN_ELSEWHERE.test(address));
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of addresses) {
        await page.goto(portal(tenant, path));
        const inline = await page.locator('head style').first().textContent();
        const whole = await page.evaluate((attribute) => {
          const link = document.querySelector<HTMLLinkElement>(`link[${attribute}]`);
          return link && fetch(link.href).then((answer) => answer.text());
        }, WHOLE_STYLESHEET_ATTRIBUTE);
        expect(whole, `${path} links the whole stylesheet`).not.toBeNull();
        expect(inline!.length, `${path} inlines fewer rules than the whole stylesheet`).toBeLessThan(whole!.length);
        const { compared, differences } = await differencesOnceWholeStylesheetApplies(page);
        expect(compared, `${path} at ${viewport.width} px has styles to compare`).toBeGreaterThan(1_000);
        expect(differences, `${path} at ${viewport.width} px: inline rules alone, then with the whole stylesheet`).toEqual([]);
      }
    }
  });
}

test('once the app starts, the whole stylesheet applies to the screen', async ({ page }) => {
  await page.goto(portal('kube', '/courses'));
  const media = await page.evaluate(
    (attribute) =>
      Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${attribute}]`), (link) => [link.media, link.sheet !== null]),
    WHOLE_STYLESHEET_ATTRIBUTE,
  );
  expect(media).toEqual([['all', true]]);
});
