import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityConfig } from '../../../lib/auth/authorize-params';
import { startSession } from '../../../lib/auth/session';
import { TOKENS_KEY } from '../../../lib/auth/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { UnknownAccountScreen } from './unknown-account-screen';

function signedIn(sub: string) {
  const payload = btoa(JSON.stringify({ sub, email: 'pat@partner.example' })).replace(/=+$/, '');
  localStorage.setItem(
    TOKENS_KEY,
    JSON.stringify({ accessToken: `e30.${payload}.x`, refreshToken: null, idToken: null, expiresAt: Date.now() + 3_600_000 }),
  );
  startSession({} as IdentityConfig);
}

describe('the screen for a sign-in the account system does not know', () => {
  it('explains, and opens the registration page only from the button, once', async () => {
    signedIn('partner-subject');
    fakeApi({ 'GET /api/user/getUserDetails': () => ({ data: { login: null, registrationUrl: 'https://accounts.example/register' } }) });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithApp(<UnknownAccountScreen />);

    const button = await screen.findByRole('button', { name: 'Open the registration page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('has no');
    expect(screen.getByText('pat@partner.example')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Registration page opened in a new tab' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://accounts.example/register', '_blank', 'noopener,noreferrer');
  });

  it('has no registration button when no registration address is configured', async () => {
    signedIn('partner-subject-2');
    const requests = fakeApi({ 'GET /api/user/getUserDetails': () => ({ data: { login: null, registrationUrl: '' } }) });
    renderWithApp(<UnknownAccountScreen />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await screen.findByText(/Ask the academy.s administrators/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the registration page' })).toBeNull();
  });
});
