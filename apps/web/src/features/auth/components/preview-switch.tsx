import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { PREVIEW_AUDIENCES, type PreviewAudience } from '@academy/shared';
import { setPreviewAudience, usePreviewAudience } from '../../../lib/preview-audience';
import { useCurrentUser } from '../api/get-user-details';

const LABELS: Record<PreviewAudience, string> = { learner: 'Learner', pro: 'Pro learner', visitor: 'Visitor' };
const OWN_VIEW = 'own';

/**
 * Decision 062: an admin or author reads any page as a learner, a pro learner or a visitor would;
 * the server applies that audience's gating to every answer, drafts left out. Their own view shows
 * the drafts with their banners.
 */
export function PreviewSwitch() {
  const { user } = useCurrentUser();
  const audience = usePreviewAudience();
  const queryClient = useQueryClient();
  if (!user?.isAdmin && !user?.isAuthor) return null;
  return (
    <label
      className={`flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1 text-sm ${audience ? 'bg-amber-100 text-amber-950' : 'text-gray-700'}`}
    >
      <Eye aria-hidden="true" className="h-4 w-4" />
      <span className="hidden lg:inline">Preview as</span>
      <select
        aria-label="Preview as"
        data-testid="preview-switch"
        value={audience ?? OWN_VIEW}
        onChange={(event) => {
          const chosen = PREVIEW_AUDIENCES.find((value) => value === event.target.value) ?? null;
          setPreviewAudience(chosen);
          void queryClient.invalidateQueries();
        }}
        // A select is as wide as its longest option: on a phone it would push the header past the screen.
        className="max-w-24 rounded-md border border-gray-300 bg-white px-1.5 py-1 text-sm text-gray-900 sm:max-w-none"
      >
        <option value={OWN_VIEW}>{user.isAdmin ? 'Administrator' : 'Author'} (drafts shown)</option>
        {PREVIEW_AUDIENCES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
