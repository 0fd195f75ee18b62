import { describe, expect, it } from 'vitest';
import { withChange } from '../../lib/admin/list-params';
import { filtersFromSearch, filtersToQuery } from './feedback-filters';

describe('admin feedback filters', () => {
  it('reads the filters and the search of the address and keeps the defaults for the rest; the portal is always the current one', () => {
    expect(filtersFromSearch(new URLSearchParams('tenant=kube&type=lesson&rating=4&pageNumber=2&q=typo'))).toEqual({
      type: 'lesson',
      rating: 4,
      q: 'typo',
      pageNumber: 2,
      pageSize: 20,
    });
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ pageNumber: 0, pageSize: 20 });
  });

  it('drops values the server would refuse instead of failing the page', () => {
    expect(
      filtersFromSearch(new URLSearchParams(`tenant=acme&type=lesson&rating=9&pageNumber=-1&pageSize=500&q=${'x'.repeat(201)}`)),
    ).toEqual({
      type: 'lesson',
      pageNumber: 0,
      pageSize: 20,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToQuery({ type: 'general', rating: 5, q: 'menu', pageNumber: 0, pageSize: 20 })).toEqual({
      type: 'general',
      rating: '5',
      q: 'menu',
    });
    expect(filtersToQuery({ q: '', pageNumber: 3, pageSize: 50 })).toEqual({ pageNumber: '3', pageSize: '50' });
  });

  it('goes back to the first page when a filter or the search changes', () => {
    const filters = filtersFromSearch(new URLSearchParams('type=lesson&pageNumber=4'));
    expect(withChange(filters, { q: 'typo' })).toEqual({ type: 'lesson', q: 'typo', pageNumber: 0, pageSize: 20 });
  });
});
