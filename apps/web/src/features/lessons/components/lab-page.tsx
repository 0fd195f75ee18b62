import type { LessonDetail } from '@academy/shared';
import { useLocation, useParams } from 'react-router';
import { LockedContent } from '../../../components/locked-content';
import { useSession } from '../../../lib/auth/session';
import { labTitle } from '../../../lib/lab-title';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLab } from '../api/get-lab';
import { useLesson } from '../api/get-lesson';
import { labFolder } from '../lab-address';
import { CompleteLessonButton } from './complete-lesson-button';
import { LabWorkspace } from './lab-workspace';
import { LessonSubpageHeader } from './lesson-subpage-header';

function Lab({ data }: { data: LessonDetail }) {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const labUrl = labFolder(pathname) ?? pathname;
  const lab = useLab(labUrl, data.lesson.lessonId).data;
  if (lab.lock) return <LockedContent lock={lab.lock} kind="lesson" testId="lab-locked" />;
  return <LabWorkspace lab={lab} labUrl={labUrl} complete={isAuthenticated && <CompleteLessonButton data={data} />} />;
}

/** Spec section 2: the lab layout, instructions beside the lab environment or run locally. */
export default function LabPage() {
  const { courseSlug = '', lessonSlug = '' } = useParams();
  const { data } = useLesson(courseSlug, lessonSlug);
  usePageTitle(labTitle(data.lesson.title));
  return (
    <div className="px-4 py-8 sm:px-8">
      <LessonSubpageHeader data={data} heading={data.lesson.title} />
      {data.lesson.type === 'lab' ? <Lab data={data} /> : <p className="mt-6 text-gray-800">This lesson has no lab.</p>}
    </div>
  );
}
