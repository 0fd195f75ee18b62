import { runServer } from '../run-server';

/**
 * `npm run author` (decision 065): the product on its embedded defaults, as `npm start` runs it,
 * with the live preview of CONTENT_DIR. The preview imports every portal folder itself at start, and
 * pages are drawn on every request, so a reload never shows a page kept from before a save.
 */
runServer((config) => {
  if (config.NODE_ENV === 'production') {
    console.error('npm run author is for writing content on your machine: it refuses NODE_ENV=production');
    process.exit(2);
  }
  return { ...config, authorMode: true, IMPORT_CONTENT_ON_START: 'never', PAGE_CACHE_MB: 0 };
});
