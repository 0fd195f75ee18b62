/** A LIKE pattern matching `text` anywhere: LIKE treats % and _ as wildcards, a search for them means the characters themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
