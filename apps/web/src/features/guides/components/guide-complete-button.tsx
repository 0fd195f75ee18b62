import type { GuideDetail } from '@academy/shared';
import { CheckCircle2 } from 'lucide-react';
import { primaryButton } from '../../../components/button-styles';
import { useSession } from '../../../lib/auth/session';
import { useMarkGuideComplete } from '../api/mark-guide-complete';

/** Signed-in readers mark an open guide complete; a completed guide says so instead. */
export function GuideCompleteButton({ guide }: { guide: GuideDetail['guide'] }) {
  const { isAuthenticated } = useSession();
  const complete = useMarkGuideComplete();
  if (!isAuthenticated || guide.lock) return null;
  if (guide.progressStatus === 'Completed') {
    return (
      <p data-testid="guide-complete" className="mt-8 inline-flex items-center gap-1.5 font-semibold text-green-800">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
        You completed this guide
      </p>
    );
  }
  return (
    <button type="button" className={`${primaryButton} mt-8`} disabled={complete.isPending} onClick={() => complete.mutate(guide.lessonId)}>
      <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
      Mark as complete
    </button>
  );
}
