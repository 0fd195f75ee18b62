/** A share as a whole percentage, or a dash when nobody was counted. */
export const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** An average star rating with one decimal, or a dash without ratings. */
export const stars = (average: number | null) => (average === null ? '—' : average.toFixed(1));

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A UTC day (YYYY-MM-DD) as the charts label it ("3 Mar"), and in full for tables ("3 Mar 2026"). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const longDayLabel = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));
