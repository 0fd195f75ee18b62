import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DateTime } from './date-time';
import { formatDateTime } from '../../lib/admin/format-date';

// The admin's time zone decides the hour; these tests read dates as an admin in UTC would.
const previousZone = vi.hoisted(() => {
  const zone = process.env.TZ;
  process.env.TZ = 'UTC';
  return zone;
});
afterAll(() => {
  process.env.TZ = previousZone;
});

describe('the admin date format', () => {
  it('writes day, short month, year and 24-hour time, whatever the moment', () => {
    expect(formatDateTime('2026-01-05T14:05:09.000Z')).toBe('5 Jan 2026, 14:05');
    expect(formatDateTime('2026-11-30T00:00:00.000Z')).toBe('30 Nov 2026, 00:00');
    expect(formatDateTime('2026-07-14T23:59:59.999Z')).toBe('14 Jul 2026, 23:59');
  });

  it('writes an empty or unreadable value as the given placeholder', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined, 'Never')).toBe('Never');
    expect(formatDateTime('yesterday', 'Never')).toBe('Never');
  });

  it('renders a time element with the exact moment, on one line', () => {
    render(<DateTime value="2026-01-05T14:05:09.000Z" />);
    const time = screen.getByText('5 Jan 2026, 14:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-01-05T14:05:09.000Z');
    expect(time).toHaveAttribute('title', '2026-01-05T14:05:09.000Z');
    expect(time).toHaveClass('whitespace-nowrap');
  });

  it('renders a missing date as its placeholder text, not as a time', () => {
    render(<DateTime value={null} empty="Never" />);
    expect(screen.getByText('Never').tagName).toBe('SPAN');
  });
});
