import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SECOND_FACTOR_MESSAGE } from '@academy/shared';
import { apiRequest, EMPTY_RESPONSE_ERROR, GENERIC_ERROR, NOT_FOUND_PATH, type RequestOptions } from '../../lib/api-client';
import { registerNavigator } from '../../lib/navigation';
import { ACCESS_DENIED_DEFAULT } from '../../lib/notifications';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { NotificationsHost } from './notifications-host';

/** A screen that loads one address through the real API client, beside the host of toasts and modals. */
function Probe({ path, options }: { path: string; options?: RequestOptions }) {
  const query = useQuery({ queryKey: [path], queryFn: () => apiRequest<string>(path, options) });
  return (
    <>
      <p>{query.isError ? `failed with ${(query.error as { status?: number }).status}` : (query.data ?? 'loading')}</p>
      <NotificationsHost />
    </>
  );
}

function renderProbe(path: string, options?: RequestOptions) {
  const rendered = renderWithApp(<Probe path={path} options={options} />, { path: '/courses' });
  registerNavigator((to) => void rendered.router.navigate(to, { replace: true }));
  return rendered;
}

const toasts = () => within(screen.getByRole('list'));

// Toasts live in a store outside React; dismiss them as a user would, so each test sees only its own.
afterEach(async () => {
  for (const dismiss of screen.queryAllByRole('button', { name: 'Dismiss notification' })) await userEvent.click(dismiss);
});

describe('the API client and the envelope (spec: error handling)', () => {
  it('sends a 404 to the not-found page without a toast', async () => {
    fakeApi({ 'GET /api/courses/gone': () => ({ status: 404, errors: [{ code: 'NOT_FOUND', errorMessage: 'Course not found' }] }) });
    const { router } = renderProbe('/courses/gone');
    await waitFor(() => expect(router.state.location.pathname).toBe(NOT_FOUND_PATH));
    expect(screen.queryByText('Course not found')).not.toBeInTheDocument();
  });

  it('answers a 404 to the caller that asked to handle it', async () => {
    fakeApi({ 'GET /api/courses/gone': () => ({ status: 404, errors: [{ code: 'NOT_FOUND', errorMessage: 'Course not found' }] }) });
    const { router } = renderProbe('/courses/gone', { skipNotFoundRedirect: true, silent: true });
    expect(await screen.findByText('failed with 404')).toBeVisible();
    expect(router.state.location.pathname).toBe('/courses');
  });

  it("shows Access Denied with the server's own reason on a 403, and it closes", async () => {
    const reason = 'You are managing the kube portal: read spring feedback in the spring portal';
    fakeApi({ 'GET /api/admin/feedback': () => ({ status: 403, errors: [{ code: 'FORBIDDEN', errorMessage: reason }] }) });
    renderProbe('/admin/feedback');
    const dialog = await screen.findByRole('alertdialog', { name: 'Access Denied' });
    expect(dialog).toHaveTextContent(reason);
    expect(dialog).not.toHaveTextContent(ACCESS_DENIED_DEFAULT);
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Access Denied' })).not.toBeInTheDocument());
  });

  it('tells an administrator signed in without a passkey, where the portal requires one, how to get the rights back', async () => {
    fakeApi({
      'GET /api/admin/feedback': () => ({
        status: 403,
        errors: [{ code: 'SECOND_FACTOR_REQUIRED', errorMessage: ADMIN_SECOND_FACTOR_MESSAGE }],
      }),
    });
    renderProbe('/admin/feedback');
    const dialog = await screen.findByRole('alertdialog', { name: 'Access Denied' });
    expect(dialog).toHaveTextContent('add one under Passkeys in My Account, then sign out and sign in with it');
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Access Denied' })).not.toBeInTheDocument());
  });

  it("shows the spec's Access Denied text when the refusal gives no reason", async () => {
    fakeApi({ 'GET /api/admin/users': () => ({ status: 403, text: 'Forbidden' }) });
    renderProbe('/admin/users');
    const dialog = await screen.findByRole('alertdialog', { name: 'Access Denied' });
    expect(dialog).toHaveTextContent(ACCESS_DENIED_DEFAULT);
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Access Denied' })).not.toBeInTheDocument());
  });

  it('joins the envelope messages in one toast with the correlation id', async () => {
    fakeApi({
      'GET /api/alerts': () => ({
        status: 400,
        errors: [
          { code: 'VALIDATION_FAILED', errorMessage: 'Title is required', field: 'title' },
          { code: 'BAD_REQUEST', errorMessage: ' ' },
          { code: 'BAD_REQUEST', errorMessage: 'Start date is invalid' },
        ],
        correlationId: 'corr-1234',
      }),
    });
    renderProbe('/alerts');
    expect(await toasts().findByText('Title is required, Start date is invalid')).toBeVisible();
    expect(toasts().getByText('Correlation id: corr-1234')).toBeVisible();
  });

  it('names the generic failure when the envelope carries no message', async () => {
    fakeApi({ 'GET /api/paths': () => ({ status: 500, errors: [], correlationId: 'corr-5678' }) });
    renderProbe('/paths');
    expect(await toasts().findByText(GENERIC_ERROR)).toBeVisible();
    expect(toasts().getByText('Correlation id: corr-5678')).toBeVisible();
  });

  it('says the answer was empty when a proxy answers without an envelope', async () => {
    fakeApi({ 'GET /api/guides': () => ({ status: 502, text: '<html>Bad gateway</html>' }) });
    renderProbe('/guides');
    expect(await toasts().findByText(EMPTY_RESPONSE_ERROR)).toBeVisible();
    expect(toasts().queryByText(/Correlation id/)).not.toBeInTheDocument();
  });

  it('raises no toast for a silent call', async () => {
    fakeApi({ 'GET /api/alerts/active': () => ({ status: 400, errors: [{ code: 'BAD_REQUEST', errorMessage: 'Quietly refused' }] }) });
    renderProbe('/alerts/active', { silent: true });
    expect(await screen.findByText('failed with 400')).toBeVisible();
    expect(screen.queryByText('Quietly refused')).not.toBeInTheDocument();
  });
});
