import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration, parseDuration } from './duration';

describe('parseDuration', () => {
  it.each([
    ['12m', 720],
    ['1h 30m', 5_400],
    ['45s', 45],
    ['1d 2h', 93_600],
    ['2h', 7_200],
    ['1h30m', 5_400],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['', '12', 'twelve minutes', '5m 1h', '-3m', 'm'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('duration display (days, hours, minutes; minutes round up at 30 seconds)', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0 }, '0 min'],
    [29, { days: 0, hours: 0, minutes: 0 }, '0 min'],
    [30, { days: 0, hours: 0, minutes: 1 }, '1 min'],
    [89, { days: 0, hours: 0, minutes: 1 }, '1 min'],
    [90, { days: 0, hours: 0, minutes: 2 }, '2 min'],
    [3_570, { days: 0, hours: 1, minutes: 0 }, '1 hr'],
    [5_400, { days: 0, hours: 1, minutes: 30 }, '1 hr 30 min'],
    [93_630, { days: 1, hours: 2, minutes: 1 }, '1 day 2 hrs 1 min'],
    [2 * 86_400, { days: 2, hours: 0, minutes: 0 }, '2 days'],
  ])('%i seconds', (seconds, parts, text) => {
    expect(durationParts(seconds)).toEqual(parts);
    expect(formatDuration(seconds)).toBe(text);
  });
});
