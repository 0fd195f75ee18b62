import { formatDuration } from '@academy/shared';
import { Clock, FlaskConical } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { secondaryButton } from '../../../components/button-styles';
import { LockedContent } from '../../../components/locked-content';
import { CopyableRichText } from '../../../components/copyable-rich-text';
import { ShareButtons } from '../../../components/share-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { FavoriteButton } from '../../../components/favorite-button';
import { GiveFeedbackButton } from '../../../components/give-feedback-button';
import { useGuide } from '../api/get-guide';
import { GuideCompleteButton } from './guide-complete-button';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ReleaseBanner } from '../../../components/release-banner';

export default function GuidePage() {
  const { guideSlug = '' } = useParams();
  const { guide } = useGuide(guideSlug).data;
  usePageTitle(guide.title);
  return (
    <>
      <ReleaseBanner release={guide.release} />
      <article className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
        <Breadcrumbs trail={[{ to: '/guides', label: 'Guides' }]} />
        <h1 className="mt-3 text-3xl font-extrabold text-gray-900 sm:text-4xl">{guide.title}</h1>
        <p className="mt-3 text-lg text-gray-700">{guide.summary}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-b border-gray-200 pb-5">
          <p className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Duration:</span>
              {formatDuration(guide.duration)}
            </span>
            {guide.level.map((level) => (
              <span key={level} className="rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold text-brand-strong">
                {level}
              </span>
            ))}
          </p>
          <div className="flex items-center gap-3">
            <FavoriteButton id={guide.lessonId} likeableType="guide" isFavorite={guide.isFavorite} title={guide.title} />
            <ShareButtons title={guide.title} />
          </div>
        </div>
        {guide.lock ? (
          <LockedContent lock={guide.lock} kind="guide" />
        ) : (
          guide.body && <CopyableRichText html={guide.body} className="mt-8 text-gray-800" />
        )}
        {guide.labType === 'externalLab' && !guide.lock && (
          <p className="mt-8">
            <Link to={`/guides/${guide.slug}/lab`} className={secondaryButton}>
              <FlaskConical aria-hidden="true" className="h-4 w-4" />
              Open the lab
            </Link>
          </p>
        )}
        <GuideCompleteButton guide={guide} />
        <div className="mt-10 border-t border-gray-200 pt-6">
          <GiveFeedbackButton feedbackableId={guide.lessonId} courseId="" />
        </div>
      </article>
    </>
  );
}
