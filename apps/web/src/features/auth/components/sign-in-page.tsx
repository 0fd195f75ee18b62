import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { FullScreenSpinner } from '../../../components/spinner';
import { beginSignIn, rememberOrigin } from '../../../lib/auth/session';
import { returnAddressOf } from '../../../lib/auth/sign-in-storage';
import { usePageTitle } from '../../../lib/use-page-title';

/** An invitation's token as mailed (base64url); anything else is not passed on. */
const invitationOf = (search: string) => {
  const token = new URLSearchParams(search).get('invitation');
  return token && /^[\w-]{1,200}$/.test(token) ? token : undefined;
};

/**
 * /auth: starts the authorization code flow with PKCE at the identity provider; `returnTo` is where it
 * ends. A mailed invitation link opens /auth?invitation=…, whose token rides along (decision 051).
 */
export default function SignInPage() {
  usePageTitle('Sign in');
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    rememberOrigin(returnAddressOf(window.location.search));
    beginSignIn(invitationOf(window.location.search)).catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  }, []);

  if (!failed) return <FullScreenSpinner />;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center sm:px-8">
      <h1 className="text-3xl font-extrabold text-gray-900">Sign in</h1>
      <p className="mt-4 text-gray-700">The sign-in service could not be reached. Please try again in a moment.</p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        Back to home page
      </Link>
    </div>
  );
}
