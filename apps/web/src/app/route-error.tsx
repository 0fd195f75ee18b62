import { LogIn } from 'lucide-react';
import { useRouteError } from 'react-router';
import { primaryButton } from '../components/button-styles';
import { ErrorScreen } from '../components/error-screen';
import { PageSpinner } from '../components/spinner';
import { ApiRequestError } from '../lib/api-client';
import { useSignIn } from '../lib/auth/use-sign-in';

/** The API refused the sign-in (the session already ended in api-client): say so and offer Log In. */
function SignedOut() {
  const signIn = useSignIn();
  return (
    <div
      role="alert"
      data-testid="signed-out"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-gray-900">Your sign-in has ended</h1>
      <p className="mt-4 text-gray-700">You were signed out. Log in again to carry on where you were.</p>
      <button type="button" className={`${primaryButton} mt-6`} onClick={() => signIn()}>
        <LogIn aria-hidden="true" className="h-4 w-4" />
        Log In
      </button>
    </div>
  );
}

/** A 404 from the API is already on its way to /not-found; a refused sign-in offers Log In; anything else gets the fallback screen. */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof ApiRequestError && error.isNotFound) return <PageSpinner />;
  if (error instanceof ApiRequestError && error.isSignedOut) return <SignedOut />;
  return <ErrorScreen error={error} />;
}
