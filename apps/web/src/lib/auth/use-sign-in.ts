import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInAddress } from './sign-in-storage';

/**
 * /auth with the current address as its return address. The address travels in the link itself, so
 * a Log In clicked on a server-rendered page before the app hydrates (the browser follows the plain
 * link, no click handler runs) still brings the learner back to that page.
 */
export function useSignInHref(): string {
  const { pathname, search, hash } = useLocation();
  return signInAddress(`${pathname}${search}${hash}`);
}

/** Guards and "Sign in" buttons that act from code: go to /auth with the current address to return to. */
export function useSignIn(): (options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const href = useSignInHref();
  return useCallback((options = {}) => void navigate(href, { replace: options.replace }), [navigate, href]);
}
