import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserDetails } from '@academy/shared';
import type { IdentityConfig } from '../../../lib/auth/authorize-params';
import { startSession } from '../../../lib/auth/session';
import { TOKENS_KEY } from '../../../lib/auth/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { EmailVerificationNotice } from './email-verification-notice';

const unverified: UserDetails = {
  userId: '6f0c8a8e-0c6b-4d56-9a51-3f1f3b1f9b11',
  login: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isAdmin: false,
  isPro: false,
  isAuthor: false,
  isEmailVerified: false,
  adminAwaitsSecondFactor: false,
};

/** A session as the sign-in leaves it: an unexpired access token for subject `sub` in storage. */
function signedIn(sub: string) {
  const payload = btoa(JSON.stringify({ sub, firstName: 'Ada', lastName: 'Lovelace' })).replace(/=+$/, '');
  localStorage.setItem(
    TOKENS_KEY,
    JSON.stringify({ accessToken: `e30.${payload}.x`, refreshToken: null, idToken: null, expiresAt: Date.now() + 3_600_000 }),
  );
  startSession({} as IdentityConfig);
}

describe('the e-mail verification notice', () => {
  it('says what an unverified account cannot do, sends a new code, shows a wrong code next to the field, and goes once confirmed', async () => {
    signedIn('subject-unverified');
    const requests = fakeApi({
      'GET /api/user/getUserDetails': () => ({ data: unverified }),
      'POST /api/user/email-verification': () => ({ data: { message: 'A new code was sent to ada@example.com' } }),
      'POST /api/user/email-verification/confirm': ({ body }) =>
        (body as { verificationCode: string }).verificationCode === '123456'
          ? { data: { ...unverified, isEmailVerified: true } }
          : { status: 400, errors: [{ code: 'WRONG_CODE', errorMessage: 'The code is not right.', field: 'body.verificationCode' }] },
    });
    renderWithApp(<EmailVerificationNotice />);

    const notice = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(notice).toHaveTextContent('ada@example.com');
    expect(notice).toHaveTextContent('no pro or administrator rights');
    await userEvent.click(within(notice).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/user/email-verification')).toBe(true));

    const field = within(notice).getByLabelText(/Code/);
    await userEvent.type(field, '12345');
    await userEvent.click(within(notice).getByRole('button', { name: 'Confirm' }));
    expect(await within(notice).findByText('Code must be 6 digits')).toBeInTheDocument();
    await userEvent.type(field, '9');
    await userEvent.click(within(notice).getByRole('button', { name: 'Confirm' }));
    expect(await within(notice).findByText('The code is not right.')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(within(notice).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull());
  });

  it('shows nothing for a verified account', async () => {
    signedIn('subject-verified');
    const requests = fakeApi({ 'GET /api/user/getUserDetails': () => ({ data: { ...unverified, isEmailVerified: true } }) });
    renderWithApp(<EmailVerificationNotice />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});
