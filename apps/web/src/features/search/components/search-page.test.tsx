import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchResults } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import SearchPage from './search-page';

function results(type: string | null, page: number): SearchResults {
  return {
    query: 'kubernetes',
    correctedQuery: null,
    total: type ? 12 : 30,
    page,
    pageSize: 10,
    results: [],
    facets: {
      type: [
        { value: 'lesson', count: 12 },
        { value: 'course', count: 18 },
      ],
      topic: [],
      level: [],
    },
  };
}

describe('the search page', () => {
  it('shows a clicked filter checked at once, before the router has moved to the new address, and follows the address after', async () => {
    fakeApi({ 'GET /api/search': ({ query }) => ({ data: results(query.get('type'), Number(query.get('page') ?? 1)) }) });
    let moveOn = Promise.resolve(null);
    const { router } = renderWithApp(<SearchPage />, { path: '/search?q=kubernetes&page=2', loader: () => moveOn });
    const lessons = await screen.findByRole('checkbox', { name: /^Lessons/ });

    let letGo = (_: null) => {};
    moveOn = new Promise((resolve) => (letGo = resolve));
    fireEvent.click(lessons);
    await screen.findByText('12 results for “kubernetes”');
    expect(lessons).toBeChecked();
    expect(router.state.location.search).toBe('?q=kubernetes&page=2');
    letGo(null);
    await waitFor(() => expect(router.state.location.search).toBe('?q=kubernetes&type=lesson'));
    expect(screen.getByRole('checkbox', { name: /^Lessons/ })).toBeChecked();

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Lessons/ })).not.toBeChecked());
    expect(router.state.location.search).toBe('?q=kubernetes&page=2');
  });
});
