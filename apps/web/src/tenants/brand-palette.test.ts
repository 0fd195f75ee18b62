import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTAL_BRANDS, TENANTS } from '@academy/shared';

const stylesheet = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

/** The --brand colour the stylesheet gives a portal's `<html data-tenant>`. */
function brandColour(tenant: string): string | undefined {
  const block = new RegExp(`:root\\[data-tenant='${tenant}'\\]\\s*\\{([^}]*)\\}`).exec(stylesheet)?.[1];
  return block ? /--brand:\s*(#[0-9a-f]{6});/i.exec(block)?.[1] : undefined;
}

describe('one brand record per portal', () => {
  it.each(TENANTS)('the web app paints %s in the colour its brand record (and so its sign-in pages) wears', (tenant) => {
    expect(brandColour(tenant)).toBe(PORTAL_BRANDS[tenant].colour);
  });

  it.each(TENANTS)('the %s mark is drawn in the brand colour', (tenant) => {
    expect(PORTAL_BRANDS[tenant].markSvg).toContain(`fill="${PORTAL_BRANDS[tenant].colour}"`);
  });
});
