import { lazy, Suspense, useState } from 'react';
import { ListTree } from 'lucide-react';
import { secondaryButton } from '../../../components/button-styles';

/** The drawer's code loads when it is first opened, not with every lesson. */
const LessonOutlineDialog = lazy(() => import('./lesson-outline-dialog'));

/**
 * The course outline on a phone or a window too narrow for it beside the lesson: a button opening
 * it as a drawer. Choosing a lesson closes the drawer and the new lesson's heading takes the focus.
 */
export function LessonOutlineDrawer({ courseSlug, lessonId }: { courseSlug: string; lessonId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" className={`${secondaryButton} lg:hidden`}>
        <ListTree aria-hidden="true" className="h-4 w-4" />
        Course outline
      </button>
      {open && (
        <Suspense fallback={null}>
          <LessonOutlineDialog courseSlug={courseSlug} lessonId={lessonId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
