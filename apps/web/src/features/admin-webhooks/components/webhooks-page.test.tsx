import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookEndpoint } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import WebhooksPage from './webhooks-page';

const endpoint: WebhookEndpoint = {
  id: '5b1c7a0e-9a8b-4c3d-8e7f-1a2b3c4d5e6f',
  url: 'https://hr.example.com/academy',
  events: ['user.created', 'course.completed'],
  description: 'HR system',
  createdAt: '2026-03-01T10:00:00.000Z',
};
const failed: WebhookDelivery = {
  id: '7d2c7a0e-9a8b-4c3d-8e7f-1a2b3c4d5e6f',
  eventId: 'evt_0123456789abcdef0123456789abcdef',
  event: 'course.completed',
  endpointId: endpoint.id,
  url: endpoint.url,
  status: 'failed',
  attempts: 8,
  lastStatusCode: 503,
  lastError: 'the receiver answered 503',
  lastAttemptAt: '2026-03-01T12:00:00.000Z',
  nextAttemptAt: null,
  createdAt: '2026-03-01T10:05:00.000Z',
  payload: '{}',
};
const page = (content: WebhookDelivery[]) => ({
  data: { result: { content, totalElements: content.length, pageNumber: 0, pageSize: 20 } },
});

describe('the webhooks screen', () => {
  it('adds an endpoint and shows its secret once, then lists the deliveries and replays a failed one', async () => {
    let endpoints: WebhookEndpoint[] = [];
    let deliveries = [failed];
    const seen = fakeApi({
      'GET /api/admin/webhooks': () => ({ data: { result: endpoints } }),
      'POST /api/admin/webhooks': () => {
        endpoints = [endpoint];
        return { data: { endpoint, secret: 'whsec_c2VjcmV0' } };
      },
      'GET /api/admin/webhook-deliveries': () => page(deliveries),
      [`POST /api/admin/webhook-deliveries/${failed.id}/replay`]: () => {
        const replay = { ...failed, id: '8e2c7a0e-9a8b-4c3d-8e7f-1a2b3c4d5e6f', status: 'pending' as const, attempts: 0 };
        deliveries = [replay, failed];
        return { data: replay };
      },
    });
    renderWithApp(<WebhooksPage />, { path: '/admin/webhooks' });

    await userEvent.type(await screen.findByRole('textbox', { name: /Address/ }), endpoint.url);
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'HR system');
    await userEvent.click(screen.getByRole('checkbox', { name: /user\.created/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /course\.completed/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_c2VjcmV0');
    expect(seen.find((call) => call.method === 'POST')!.body).toEqual({
      url: endpoint.url,
      events: ['course.completed', 'user.created'],
      description: 'HR system',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).toBeNull();
    expect(await within(await screen.findByRole('region', { name: 'Webhook endpoints' })).findByText('HR system')).toBeVisible();

    const table = await screen.findByRole('region', { name: 'Webhook deliveries' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('8 tries, answered 503');
    await userEvent.click(within(row).getByRole('button', { name: `Replay course.completed ${failed.eventId}` }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Waiting');
  });
});
