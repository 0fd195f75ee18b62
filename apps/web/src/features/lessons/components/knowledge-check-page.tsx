import { Navigate, useParams } from 'react-router';

/**
 * Spec section 2's knowledge-check address. The check is taken on its lesson's page (decision 021),
 * because a lesson named `knowledge-check` made this address read `.../knowledge-check/knowledge-check`.
 */
export default function KnowledgeCheckPage() {
  const { courseSlug = '', lessonSlug = '' } = useParams();
  return <Navigate to={`/courses/${courseSlug}/lessons/${lessonSlug}`} replace />;
}
