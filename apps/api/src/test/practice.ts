/** The practice a plain lesson ends with (decision 069), for the lessons tests write. */
export const PRACTICE = '\n\n## Practice\n\nTry the example.\n\n### Check your work\n\nIt works.';
