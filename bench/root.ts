/** The repository's root folder. */
export const ROOT = new URL('..', import.meta.url).pathname;
