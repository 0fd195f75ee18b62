import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage, OutboxPage } from '@academy/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import OutboxScreen from './outbox-page';

const previousZone = vi.hoisted(() => {
  const zone = process.env.TZ;
  process.env.TZ = 'UTC';
  return zone;
});
afterAll(() => {
  process.env.TZ = previousZone;
});

const message = (id: number, values: Partial<OutboxMessage>): OutboxMessage => ({
  id: `2f1c7a0e-9a8b-4c3d-8e7f-1a2b3c4d5e${String(id).padStart(2, '0')}`,
  kind: 'contact',
  from: '"Kube Academy" <no-reply@kube.academy.test>',
  to: 'contact@kube.academy.test',
  replyTo: '"Grace Hopper" <grace@example.com>',
  subject: `[Kube Academy contact] Question ${id}`,
  body: 'Could the labs run on kind?',
  transport: 'smtp',
  status: 'sent',
  attempts: 1,
  lastError: null,
  lastAttemptAt: '2026-03-01T10:00:00.000Z',
  nextAttemptAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...values,
});

const answer = (content: OutboxMessage[], totalElements = content.length, pageNumber = 0): { data: OutboxPage } => ({
  data: { result: { content, totalElements, pageNumber, pageSize: 20 }, maxAttempts: 8 },
});

describe('the outbox', () => {
  it('shows how delivery went: tries, the last error and the next try of a message waiting to retry', async () => {
    fakeApi({
      'GET /api/admin/outbox': () =>
        answer([
          message(1, {
            status: 'pending',
            attempts: 2,
            lastError: 'Mail command failed: 451 try later',
            nextAttemptAt: '2026-03-01T10:04:00.000Z',
          }),
          message(2, {}),
        ]),
    });
    renderWithApp(<OutboxScreen />, { path: '/admin/outbox' });
    const region = await screen.findByRole('region', { name: 'Outbox messages' });
    const waiting = within(region).getAllByRole('row')[1];
    expect(waiting).toHaveTextContent('Waiting to retry');
    expect(waiting).toHaveTextContent('2 of 8 tries; next 1 Mar 2026, 10:04');
    expect(waiting).toHaveTextContent('Last error: Mail command failed: 451 try later');
    expect(waiting).toHaveTextContent('1 Mar 2026, 10:00');
    const sent = within(region).getAllByRole('row')[2];
    expect(sent).toHaveTextContent('Sent');
    expect(sent).not.toHaveTextContent('Last error');
    expect(screen.getByRole('status')).toHaveTextContent('2 messages');
  });

  it('asks the server for the search, the filters and the page, and keeps them in the address', async () => {
    const seen = fakeApi({
      'GET /api/admin/outbox': (request) => answer([message(1, {})], 45, Number(request.query.get('pageNumber') ?? 0)),
    });
    const { router } = renderWithApp(<OutboxScreen />, { path: '/admin/outbox?kind=contact' });
    await screen.findByRole('region', { name: 'Outbox messages' });
    expect(seen[0].query.get('kind')).toBe('contact');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'grace');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)!.query.get('q')).toBe('grace'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(seen.at(-1)!.query.get('status')).toBe('failed'));
    expect(seen.at(-1)!.query.get('q')).toBe('grace');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(seen.at(-1)!.query.get('pageNumber')).toBe('1'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'grace',
      status: 'failed',
      kind: 'contact',
      pageNumber: '1',
    });
  });
});
