/** Rendered HTML around the one disclosure the importer generates: a practice's "Check your work". */
export interface Disclosure {
  before: string;
  summary: string;
  body: string;
  after: string;
}

/**
 * Finds the `<details><summary>` the API wraps a practice's feedback in (render-markdown.ts). Raw
 * HTML never survives the import, so this markup is always ours and never nested.
 */
export function splitDisclosure(html: string): Disclosure | null {
  const match = /<details><summary>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/.exec(html);
  if (!match) return null;
  return {
    before: html.slice(0, match.index),
    summary: match[1],
    body: match[2],
    after: html.slice(match.index + match[0].length),
  };
}
