import { benchApi } from './api';

/** npm run bench: prints figures; nothing here asserts a time. */
await benchApi();
