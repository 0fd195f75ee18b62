import { describe, expect, it } from 'vitest';
import { SEARCHED_WORD_LENGTH, SEARCHED_WORDS, searchedWords } from './searched-words';

describe('searchedWords', () => {
  it('keeps a query people type as it is, spaces made single', () => {
    expect(searchedWords('  rolling   updates "zero downtime" -helm ')).toBe('rolling updates "zero downtime" -helm');
  });

  it('keeps only the first words, each cut to a length no real word reaches', () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`);
    expect(searchedWords(words.join(' ')).split(' ')).toEqual(words.slice(0, SEARCHED_WORDS));
    expect(searchedWords('x'.repeat(200))).toBe('x'.repeat(SEARCHED_WORD_LENGTH));
  });
});
