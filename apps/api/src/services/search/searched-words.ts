/**
 * The part of a query that search works on: its first words, each cut to a length no real word
 * reaches. Matching, ranking by title similarity and spelling correction each cost in proportion to
 * the words given, so a 200-character query of made-up words would otherwise cost several times a
 * real one; people do not type more than a handful of words into a search box. Operators (quotes,
 * `or`, `-`) stay as typed: websearch syntax tolerates a quote left open by the cut.
 */
export const SEARCHED_WORDS = 8;
export const SEARCHED_WORD_LENGTH = 32;

export function searchedWords(q: string): string {
  return q
    .trim()
    .split(/\s+/)
    .slice(0, SEARCHED_WORDS)
    .map((word) => word.slice(0, SEARCHED_WORD_LENGTH))
    .join(' ');
}
