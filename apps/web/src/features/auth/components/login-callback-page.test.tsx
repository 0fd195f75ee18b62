import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/auth/session';
import type { IdentityConfig } from '../../../lib/auth/authorize-params';
import { notificationsNow } from '../../../lib/notifications';
import { renderWithApp } from '../../../test/render';
import LoginCallbackPage, { SIGN_IN_FAILED } from './login-callback-page';

const identity: IdentityConfig = {
  issuer: 'http://kube.localhost:3000/oidc',
  clientId: 'academy-web',
  scope: 'openid email profile offline_access urn:iam:m.me',
  refreshScope: 'urn:iam:m.me openid email',
  extraAuthorizeParams: { resource: 'http://kube.localhost:3000/api' },
  redirectPath: '/login/callback',
  profileUrl: '/account',
  logoutUrl: '/identity/session',
  registrationUrl: '/auth',
};

describe('the sign-in return', () => {
  it('says so when its code cannot sign in (no sign-in of this browser is waiting for it), and returns home signed out', async () => {
    startSession(identity);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/login/callback?code=reused&state=elsewhere');
    const { router } = renderWithApp(<LoginCallbackPage />, { path: '/login/callback?code=reused&state=elsewhere' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(notificationsNow().toasts.map((toast) => [toast.type, toast.message])).toEqual([['danger', SIGN_IN_FAILED]]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Code verifier not found in local storage' }));
    expect(localStorage.getItem('auth')).toBeNull();
  });
});
