import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ADMIN_SECOND_FACTOR_MESSAGE } from '@academy/shared';
import { PageSpinner } from '../../../components/spinner';
import { useSession } from '../../../lib/auth/session';
import { useSignIn } from '../../../lib/auth/use-sign-in';
import { showAccessDenied } from '../../../lib/notifications';
import { useCurrentUser } from '../api/get-user-details';

/**
 * Guards a group of routes: anonymous visitors go to sign-in (and come back here afterwards);
 * signed-in users without the role get the Access Denied modal on the home page.
 */
export function RequireRole({ role }: { role: 'signed-in' | 'admin' }) {
  const { isAuthenticated } = useSession();
  const { user, isSettled } = useCurrentUser();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const allowed = isAuthenticated && (role === 'signed-in' || user?.isAdmin === true);
  const denied = isAuthenticated && isSettled && !allowed;

  useEffect(() => {
    if (!isAuthenticated) signIn({ replace: true });
  }, [isAuthenticated, signIn]);

  useEffect(() => {
    if (!denied) return;
    // An admin whose rights wait for a passkey sign-in (decision 052) is told how to get them.
    showAccessDenied(user?.adminAwaitsSecondFactor ? ADMIN_SECOND_FACTOR_MESSAGE : undefined);
    void navigate('/', { replace: true });
  }, [denied, navigate, user?.adminAwaitsSecondFactor]);

  return allowed ? <Outlet /> : <PageSpinner />;
}
