import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberOrigin } from './session';

/** The current address as the return origin for sign-in. */
export function useRememberOrigin(): () => void {
  const { pathname, search, hash } = useLocation();
  return useCallback(() => rememberOrigin(`${pathname}${search}${hash}`), [pathname, search, hash]);
}

/** "Sign in" buttons and guards: store the current address as the return origin, then go to /auth. */
export function useSignIn(): (options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const remember = useRememberOrigin();
  return useCallback(
    (options = {}) => {
      remember();
      void navigate('/auth', { replace: options.replace });
    },
    [navigate, remember],
  );
}
