import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, AuditPage as AuditPageData } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import AuditPage from './audit-page';

const proGrant: AuditEntry = {
  id: '2f1c7a0e-9a8b-4c3d-8e7f-1a2b3c4d5e6f',
  createdAt: '2026-03-01T10:00:00.000Z',
  actor: 'admin@kube.academy.test',
  actorName: 'Ada Admin (admin@kube.academy.test)',
  action: 'user.pro-grant',
  entityType: 'user',
  entityId: '5f1aef38-0000-4000-8000-000000000001',
  subject: 'Lena Learner (lena@example.com)',
  before: { login: 'lena@example.com', isAdmin: false, isPro: false },
  after: { login: 'lena@example.com', isAdmin: false, isPro: true },
};
const alertCreated: AuditEntry = {
  id: '3f1c7a0e-9a8b-4c3d-8e7f-1a2b3c4d5e6f',
  createdAt: '2026-03-01T09:00:00.000Z',
  actor: 'token:Deploy bot',
  actorName: null,
  action: 'alert.create',
  entityType: 'alert',
  entityId: '6f1aef38-0000-4000-8000-000000000002',
  subject: 'Upgrade tonight',
  before: null,
  after: { id: '6f1aef38-0000-4000-8000-000000000002', message: 'Upgrade tonight', level: 'info', actionText: null },
};
const page = (content: AuditEntry[]): { data: AuditPageData } => ({
  data: { result: { content, totalElements: content.length, pageNumber: 0, pageSize: 50 }, actions: ['alert.create', 'user.pro-grant'] },
});

describe('the audit log', () => {
  it('names who acted and on whom, labels the action and shows each changed field as before → after', async () => {
    const seen = fakeApi({ 'GET /api/admin/audit': () => page([proGrant, alertCreated]) });
    renderWithApp(<AuditPage />, { path: '/admin/audit' });
    const table = await screen.findByRole('region', { name: 'Audit entries' });
    const [, grant, alert] = within(table).getAllByRole('row');

    expect(grant).toHaveTextContent('Ada Admin (admin@kube.academy.test)');
    expect(grant).toHaveTextContent('Pro access granted');
    expect(grant).toHaveTextContent('Lena Learner (lena@example.com)');
    expect(within(grant).getByRole('listitem')).toHaveTextContent('Pro: changed from No → to Yes');
    expect(grant).not.toHaveTextContent('user.pro-grant');
    expect(grant).not.toHaveTextContent('5f1aef38');

    expect(alert).toHaveTextContent('token:Deploy bot');
    expect(alert).toHaveTextContent('Alert created');
    const fields = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(fields).toEqual(['Message: changed from — → to Upgrade tonight', 'Level: changed from — → to info']);

    const action = screen.getByRole('combobox', { name: 'Action' });
    expect(within(action).getByRole('option', { name: 'Pro access granted' })).toHaveValue('user.pro-grant');
    await userEvent.selectOptions(action, 'Alert created');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(seen.at(-1)!.query.get('action')).toBe('alert.create');
  });
});
