import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { PageSpinner } from '../components/spinner';
import { ApiRequestError } from '../lib/api-client';

/** A 404 from the API is already on its way to /not-found; anything else gets the fallback screen. */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof ApiRequestError && error.isNotFound) return <PageSpinner />;
  return <ErrorScreen error={error} />;
}
