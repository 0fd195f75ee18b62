import { benchApi } from './api';
import { benchLighthouse } from './lighthouse';
import { benchSearch } from './search';

/** npm run bench: prints figures; nothing here asserts a time. BENCH_ONLY=api|search|lighthouse runs one part. */
const only = process.env.BENCH_ONLY;
if (!only) {
  console.log('Web app: JavaScript the home route loads first');
  await import('./bundle-size');
}
if (!only || only === 'api') await benchApi();
if (!only || only === 'search') await benchSearch();
if (!only || only === 'lighthouse') await benchLighthouse();
