import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { receivedAt } from './server-state';

describe('the data of a rendered page as it arrives', () => {
  it('counts as fresh from its arrival however long ago the page was drawn, so hydrating asks nothing again', () => {
    const drawn = new QueryClient();
    drawn.setQueryData(['courses', 'list'], { courses: [] }, { updatedAt: Date.UTC(2026, 0, 1) });
    const arrival = Date.now();

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, receivedAt(dehydrate(drawn), arrival));
    expect(browser.getQueryState(['courses', 'list'])!.dataUpdatedAt).toBe(arrival);
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ['courses', 'list'] })!
        .isStale(),
    ).toBe(false);
    expect(browser.getQueryData(['courses', 'list'])).toEqual({ courses: [] });
  });
});
