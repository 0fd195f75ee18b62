/** Search's constants without zod, so the header's search field adds no schema code to the first load. */
export const SEARCH_KINDS = ['course', 'lesson', 'guide', 'path', 'instructor', 'page'] as const;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_QUERY_MAX = 200;
