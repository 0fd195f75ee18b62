/** Where the web app listens for the live preview (decision 065); served only under `npm run author`. */
export const AUTHOR_EVENTS_PATH = '/api/author/events';
