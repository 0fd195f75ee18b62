import type { GuideDetail } from '@academy/shared';
import { useLocation, useParams } from 'react-router';
import { LockedContent } from '../../components/locked-content';
import { useRegisterFeedbackTarget } from '../../lib/feedback-target';
import { useGuide } from '../../features/guides/api/get-guide';
import { GuideCompleteButton } from '../../features/guides/components/guide-complete-button';
import { useLab } from '../../features/lessons/api/get-lab';
import { LabWorkspace } from '../../features/lessons/components/lab-workspace';
import { labFolder } from '../../features/lessons/lab-address';
import { labTitle } from '../../lib/lab-title';
import { usePageTitle } from '../../lib/use-page-title';
import { Breadcrumbs } from '../../components/breadcrumbs';

/** /guides/{slug}/lab: a guide that is also a lab, in the same lab layout as lesson labs. */
export default function GuideLabPage() {
  const { guideSlug = '' } = useParams();
  const { guide } = useGuide(guideSlug).data;
  usePageTitle(labTitle(guide.title));
  useRegisterFeedbackTarget(guide.lessonId, '');
  return (
    <div className="px-4 py-8 sm:px-8">
      <Breadcrumbs
        trail={[
          { to: '/guides', label: 'Guides' },
          { to: `/guides/${guide.slug}`, label: guide.title },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold text-gray-900">{guide.title}</h1>
      {guide.labType === 'externalLab' ? <GuideLab guide={guide} /> : <p className="mt-6 text-gray-800">This guide has no lab.</p>}
    </div>
  );
}

function GuideLab({ guide }: { guide: GuideDetail['guide'] }) {
  const { pathname } = useLocation();
  const labUrl = labFolder(pathname) ?? pathname;
  const lab = useLab(labUrl, guide.lessonId).data;
  if (lab.lock) return <LockedContent lock={lab.lock} kind="guide" testId="lab-locked" />;
  return <LabWorkspace lab={lab} labUrl={labUrl} complete={<GuideCompleteButton guide={guide} />} />;
}
