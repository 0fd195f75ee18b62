/**
 * The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one, so "secuirty" is one edit from "security".
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const cells = new Uint16Array(rows * columns);
  for (let i = 0; i < rows; i += 1) cells[i * columns] = i;
  for (let j = 0; j < columns; j += 1) cells[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cells[(i - 1) * columns + j] + 1, cells[i * columns + j - 1] + 1, cells[(i - 1) * columns + j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, cells[(i - 2) * columns + j - 2] + 1);
      cells[i * columns + j] = best;
    }
  }
  return cells[rows * columns - 1];
}

/** How many edits a typed word may be from the word it is corrected to: one for short words, two from six letters. */
export function allowedEdits(word: string): number {
  return word.length >= 6 ? 2 : 1;
}
