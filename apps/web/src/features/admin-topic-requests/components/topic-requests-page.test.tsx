import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TopicRequest, TopicRequestPage } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import TopicRequestsPage from './topic-requests-page';

const ID = '2f1c7a0e-9a8b-4c3d-8e7f-1a2b3c4d5e6f';
const request: TopicRequest = {
  id: ID,
  topic: 'Helm chart testing',
  details: 'With helm unittest',
  requester: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
};
const page = (content: TopicRequest[], openCount: number): { data: TopicRequestPage } => ({
  data: { result: { content, totalElements: content.length, pageNumber: 0, pageSize: 20 }, openCount },
});

describe('the topic request inbox', () => {
  it('searches for the query the Searches screen linked with, and marks a request handled', async () => {
    let handled = false;
    const seen = fakeApi({
      'GET /api/admin/topic-requests': () => page(handled ? [] : [request], handled ? 0 : 1),
      [`PUT /api/admin/topic-requests/${ID}`]: () => {
        handled = true;
        return { data: { ...request, handledAt: '2026-03-02T09:00:00.000Z', handledBy: 'admin@kube.academy.test' } };
      },
    });
    renderWithApp(<TopicRequestsPage />, { path: '/admin/topic-requests?q=helm' });
    const table = await screen.findByRole('region', { name: 'Topic requests' });
    expect(seen[0].query.get('q')).toBe('helm');
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toHaveValue('helm');
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Helm chart testing');
    expect(row).toHaveTextContent('With helm unittest');
    expect(row).toHaveTextContent('A visitor');
    expect(screen.getByRole('status')).toHaveTextContent('1 request shown, 1 to handle in all');

    await userEvent.click(within(row).getByRole('button', { name: 'Mark handled: Helm chart testing' }));
    await waitFor(() => expect(seen.some((call) => call.method === 'PUT')).toBe(true));
    expect(seen.find((call) => call.method === 'PUT')!.body).toEqual({ handled: true });
    expect(await within(table).findByText('No request matches the search.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 requests shown, 0 to handle in all');
  });
});
