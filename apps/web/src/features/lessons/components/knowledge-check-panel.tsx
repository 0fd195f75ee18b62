import type { LessonDetail } from '@academy/shared';
import { LockedContent } from '../../../components/locked-content';
import { useSession } from '../../../lib/auth/session';
import { KnowledgeCheckQuiz } from './knowledge-check-quiz';

const SIGN_IN_LOCK = { requires: 'auth', message: 'Sign in to take this knowledge check and keep your result.' } as const;

/** The quiz of an open knowledge-check lesson; visitors are asked to sign in, since a result is kept. */
export function KnowledgeCheckPanel({ data }: { data: LessonDetail }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <LockedContent lock={SIGN_IN_LOCK} kind="lesson" testId="knowledge-check-locked" />;
  return <KnowledgeCheckQuiz data={data} />;
}
