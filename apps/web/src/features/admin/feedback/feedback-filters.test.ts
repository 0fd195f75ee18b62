import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, withFilter } from './feedback-filters';

describe('admin feedback filters', () => {
  it('reads the filters of the address and keeps the defaults for the rest; the portal is always the current one', () => {
    expect(filtersFromSearch(new URLSearchParams('tenant=kube&type=lesson&rating=4&pageNumber=2'))).toEqual({
      type: 'lesson',
      rating: 4,
      pageNumber: 2,
      pageSize: 20,
    });
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ pageNumber: 0, pageSize: 20 });
  });

  it('drops values the server would refuse instead of failing the page', () => {
    expect(filtersFromSearch(new URLSearchParams('tenant=acme&type=lesson&rating=9&pageNumber=-1'))).toEqual({ type: 'lesson', pageNumber: 0, pageSize: 20 });
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToQuery({ type: 'general', rating: 5, pageNumber: 0, pageSize: 20 })).toEqual({ type: 'general', rating: '5' });
    expect(filtersToQuery({ pageNumber: 3, pageSize: 50 })).toEqual({ pageNumber: '3', pageSize: '50' });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ type: 'lesson', pageNumber: 4, pageSize: 20 }, { rating: 2 })).toEqual({ type: 'lesson', rating: 2, pageNumber: 0, pageSize: 20 });
  });
});
