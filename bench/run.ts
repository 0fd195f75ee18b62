import { benchApi } from './api';

/** npm run bench: prints figures; nothing here asserts a time. */
console.log('Web app: JavaScript the home route loads first');
await import('./bundle-size');
await benchApi();
