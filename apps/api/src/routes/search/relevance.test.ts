import { afterAll, beforeAll, expect, it } from 'vitest';
import { TENANTS, type SearchHit, type SearchResults, type TenantId } from '@academy/shared';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RELEVANCE_CASES } from './relevance-cases';

/** The share of cases whose expected item must be in the top three, per portal. */
const TARGET = 0.9;

let t: TestApp;
const tally = { passed: 0, total: 0 };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  console.log(`relevance overall: ${tally.passed}/${tally.total} in the top 3 (${((tally.passed / tally.total) * 100).toFixed(1)}%)`);
  await t.close();
});

const keyOf = (hit: SearchHit) => (hit.kind === 'lesson' ? `lesson:${hit.href.split('/')[2]}/${hit.slug}` : `${hit.kind}:${hit.slug}`);

it.each(TENANTS)('relevance in %s: the expected item is in the top 3 for nine queries in ten or more', async (tenant: TenantId) => {
  const cases = RELEVANCE_CASES[tenant];
  expect(cases.length).toBeGreaterThanOrEqual(30);
  // A pro learner reads every body, so each case measures ranking, not gating.
  const learner = await signedInLearner(t, tenant, `relevance-${tenant}@example.com`, { isPro: true });
  const misses: string[] = [];
  for (const [query, expected] of cases) {
    const { body } = await learner.call('GET', `/api/search?q=${encodeURIComponent(query)}&pageSize=3`);
    const top = (body as { data: SearchResults }).data.results.map(keyOf);
    if (!top.includes(expected)) misses.push(`  ${JSON.stringify(query)}: expected ${expected}, got ${top.join(', ') || 'nothing'}`);
  }
  const rate = (cases.length - misses.length) / cases.length;
  tally.passed += cases.length - misses.length;
  tally.total += cases.length;
  console.log(
    `relevance ${tenant}: ${cases.length - misses.length}/${cases.length} in the top 3 (${(rate * 100).toFixed(1)}%)\n${misses.join('\n')}`,
  );
  expect(rate).toBeGreaterThanOrEqual(TARGET);
});
