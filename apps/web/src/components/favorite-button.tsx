import { Heart } from 'lucide-react';
import { useSession } from '../lib/auth/session';
import { usePersonalDataReady } from '../lib/learning/personal-data-ready';
import { useToggleFavorite, type LikeableType } from '../lib/learning/toggle-favorite';

interface FavoriteButtonProps {
  id: string;
  likeableType: LikeableType;
  isFavorite: boolean;
  title: string;
  className?: string;
}

/**
 * A toggle for signed-in learners; it shows the new state while the change is on its way, and
 * waits while the page still shows the visitor's answers (a click then would act on a state that
 * is not the learner's).
 */
export function FavoriteButton({ id, likeableType, isFavorite, title, className = '' }: FavoriteButtonProps) {
  const { isAuthenticated } = useSession();
  const ready = usePersonalDataReady();
  const toggle = useToggleFavorite();
  if (!isAuthenticated) return null;
  const pressed = toggle.isPending ? toggle.variables.save : isFavorite;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favourite: ${title}`}
      disabled={toggle.isPending || !ready}
      aria-busy={!ready}
      onClick={() => toggle.mutate({ id, likeableType, save: !pressed })}
      className={`relative z-10 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white text-brand hover:bg-brand-soft focus-visible:outline-3 focus-visible:outline-offset-2 ${className}`}
    >
      <Heart aria-hidden="true" className={`h-4.5 w-4.5 ${pressed ? 'fill-current' : ''}`} />
    </button>
  );
}
