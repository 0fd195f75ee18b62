import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import AdminFeedbackPage from './admin-feedback-page';

describe('the admin feedback screen', () => {
  it('offers only the portal the admin manages, and asks the server for the search from the first page', async () => {
    const seen = fakeApi({ 'GET /api/admin/feedback': () => ({ data: { result: [], totalElements: 0, siteRatings: [] } }) });
    const { router } = renderWithApp(<AdminFeedbackPage />, { path: '/admin/feedback?tenant=kube&type=lesson&pageNumber=3' });
    expect(await screen.findByText('No feedback matches these filters.')).toBeVisible();
    expect(seen[0].query.get('tenant')).toBeNull();
    const filters = screen.getByRole('form', { name: 'Filter feedback' });
    expect(filters).toHaveTextContent('PortalSpring Academy');
    expect(screen.queryByRole('combobox', { name: 'Portal' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'typo');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)!.query.get('q')).toBe('typo'));
    expect(seen.at(-1)!.query.get('type')).toBe('lesson');
    expect(seen.at(-1)!.query.get('pageNumber')).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ type: 'lesson', q: 'typo' });
  });
});
