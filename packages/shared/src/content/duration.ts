const UNIT_SECONDS = { d: 86_400, h: 3_600, m: 60, s: 1 } as const;
const DURATION_PATTERN = /^\s*(?:(\d+)\s*d)?\s*(?:(\d+)\s*h)?\s*(?:(\d+)\s*m)?\s*(?:(\d+)\s*s)?\s*$/i;

/** Parses an author's duration such as `12m`, `1h 30m` or `90s` into seconds; null when malformed. */
export function parseDuration(text: string): number | null {
  const match = DURATION_PATTERN.exec(text);
  if (!match || !match.slice(1).some(Boolean)) return null;
  const [, d, h, m, s] = match;
  return (
    Number(d ?? 0) * UNIT_SECONDS.d + Number(h ?? 0) * UNIT_SECONDS.h + Number(m ?? 0) * UNIT_SECONDS.m + Number(s ?? 0) * UNIT_SECONDS.s
  );
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Spec rule: days, hours and minutes; the minutes round up when 30 or more seconds remain. */
export function durationParts(totalSeconds: number): DurationParts {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const seconds = safe % 60;
  let totalMinutes = Math.floor(safe / 60) + (seconds >= 30 ? 1 : 0);
  const days = Math.floor(totalMinutes / 1_440);
  totalMinutes -= days * 1_440;
  const hours = Math.floor(totalMinutes / 60);
  return { days, hours, minutes: totalMinutes - hours * 60 };
}

export function formatDuration(totalSeconds: number): string {
  const { days, hours, minutes } = durationParts(totalSeconds);
  const parts = [
    days ? `${days} ${days === 1 ? 'day' : 'days'}` : '',
    hours ? `${hours} ${hours === 1 ? 'hr' : 'hrs'}` : '',
    minutes ? `${minutes} min` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 min';
}
