import { benchApi } from './api';
import { benchInsights } from './insights';
import { benchLighthouse } from './lighthouse';
import { benchSearch } from './search';

/** npm run bench: prints figures; nothing here asserts a time. BENCH_ONLY=api|search|insights|lighthouse runs one part. */
const only = process.env.BENCH_ONLY;
if (!only) {
  console.log('Web app: JavaScript the home route loads first');
  await import('./bundle-size');
}
if (!only || only === 'api') await benchApi();
if (!only || only === 'search') await benchSearch();
if (!only || only === 'insights') await benchInsights();
if (!only || only === 'lighthouse') await benchLighthouse();
