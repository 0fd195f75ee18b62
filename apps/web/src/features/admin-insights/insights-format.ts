/** A share as a whole percentage, or a dash when nobody was counted. */
export const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** An average star rating with one decimal, or a dash without ratings. */
export const stars = (average: number | null) => (average === null ? '—' : average.toFixed(1));

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A UTC day (YYYY-MM-DD) as the charts label it ("3 Mar"), and in full for tables ("3 Mar 2026"). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const longDayLabel = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * A chart's axis label as lines of at most `width` characters, broken between words, so a long
 * name is read whole rather than cut; a word longer than a line, or a fourth line, ends in "…".
 */
export function wrapLabel(label: string, width = 24, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > width ? `${word.slice(0, width - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1)}…`;
  return kept;
}
