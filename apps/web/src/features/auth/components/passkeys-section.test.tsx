import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECOND_FACTOR_MESSAGE, type UserDetails } from '@academy/shared';
import type { IdentityConfig } from '../../../lib/auth/authorize-params';
import { startSession } from '../../../lib/auth/session';
import { TOKENS_KEY } from '../../../lib/auth/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { PasskeysSection } from './passkeys-section';

const admin: UserDetails = {
  userId: '0b6f5a4e-2f7d-4a55-9e39-1d2c3b4a5f60',
  login: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  isAdmin: false,
  isPro: false,
  isAuthor: false,
  isEmailVerified: true,
  adminAwaitsSecondFactor: true,
};

function signedIn(sub: string) {
  const payload = btoa(JSON.stringify({ sub })).replace(/=+$/, '');
  localStorage.setItem(
    TOKENS_KEY,
    JSON.stringify({ accessToken: `e30.${payload}.x`, refreshToken: null, idToken: null, expiresAt: Date.now() + 3_600_000 }),
  );
  startSession({} as IdentityConfig);
}

describe('the Passkeys section of My Account (decision 052)', () => {
  it('tells an administrator whose rights wait for a passkey sign-in what to do, and leads to the security page', async () => {
    signedIn('subject-awaiting');
    fakeApi({ 'GET /api/user/getUserDetails': () => ({ data: admin }) });
    renderWithApp(<PasskeysSection />);
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_SECOND_FACTOR_MESSAGE);
    expect(screen.getByRole('link', { name: 'Manage passkeys' })).toHaveAttribute('href', '/identity/security');
  });

  it('says nothing of it to anyone else', async () => {
    signedIn('subject-learner');
    const requests = fakeApi({ 'GET /api/user/getUserDetails': () => ({ data: { ...admin, adminAwaitsSecondFactor: false } }) });
    renderWithApp(<PasskeysSection />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
