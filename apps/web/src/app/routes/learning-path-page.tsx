import { Navigate } from 'react-router';
import PathsPage from '../../features/paths/components/paths-page';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** Spec section 2: /learning-path opens the path the operator configured for the portal, else the list of paths. */
export default function LearningPathPage() {
  const { learningPathSlug } = useRuntimeConfig();
  if (learningPathSlug) return <Navigate to={`/paths/${learningPathSlug}`} replace />;
  return <PathsPage />;
}
