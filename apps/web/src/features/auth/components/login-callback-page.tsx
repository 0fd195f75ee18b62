import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../../components/spinner';
import { completeSignIn } from '../../../lib/auth/session';

/** /login/callback: completes sign-in with the code, then returns to the stored origin (default /). */
export default function LoginCallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void completeSignIn(new URL(window.location.href)).then((origin) => navigate(origin, { replace: true }));
  }, [navigate]);
  return <FullScreenSpinner />;
}
