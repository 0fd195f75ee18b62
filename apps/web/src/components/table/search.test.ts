import { describe, expect, it } from 'vitest';
import { searchRows } from './search';

const rows = [
  { id: '1', message: 'Maintenance on Friday', level: 'warning', abilities: ['alerts:write'], actionUrl: null },
  { id: '2', message: 'New course', level: 'info', abilities: ['users:read', 'content:write'], actionUrl: 'https://example.com/New' },
];

describe('searchRows', () => {
  it('matches a date as the tables show it, and as stored', () => {
    // Noon UTC is the same day in every time zone the admin may be in, within 11 hours.
    const dated = [
      { id: '1', createdAt: '2026-03-03T12:00:00.000Z' },
      { id: '2', createdAt: '2026-11-25T12:00:00.000Z' },
    ];
    expect(searchRows(dated, '3 Mar 2026', ['createdAt']).map((row) => row.id)).toEqual(['1']);
    expect(searchRows(dated, '25 nov', ['createdAt']).map((row) => row.id)).toEqual(['2']);
    expect(searchRows(dated, '2026-03-03', ['createdAt']).map((row) => row.id)).toEqual(['1']);
  });

  it('matches a case-insensitive substring of any listed field', () => {
    expect(searchRows(rows, 'MAINTEN', ['message']).map((row) => row.id)).toEqual(['1']);
    expect(searchRows(rows, 'example.com/new', ['message', 'actionUrl']).map((row) => row.id)).toEqual(['2']);
  });

  it('searches list fields item by item and skips empty values', () => {
    expect(searchRows(rows, 'content:', ['abilities']).map((row) => row.id)).toEqual(['2']);
    expect(searchRows(rows, 'null', ['actionUrl'])).toEqual([]);
  });

  it('ignores fields that are not listed', () => {
    expect(searchRows(rows, 'warning', ['message'])).toEqual([]);
  });

  it('returns every row for an empty or blank query, as a new list', () => {
    const result = searchRows(rows, '  ', ['message']);
    expect(result).toEqual(rows);
    expect(result).not.toBe(rows);
  });
});
