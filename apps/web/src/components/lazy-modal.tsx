import { lazy, Suspense } from 'react';
import type { AppModalProps } from './modal';

const AppModal = lazy(() => import('./modal'));

/** Dialogs are rare, so their code loads on first open instead of with every page. */
export function LazyModal({ isOpen, ...props }: AppModalProps & { isOpen: boolean }) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AppModal {...props} />
    </Suspense>
  );
}
