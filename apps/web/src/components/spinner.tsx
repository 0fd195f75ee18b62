import { LoaderCircle } from 'lucide-react';

/** Spec: a spinner with the text 'Loading'; the icon is 70 by 70. */
function Spinner() {
  return (
    <div role="status" aria-live="polite" aria-label="Loading" className="flex flex-col items-center gap-3 text-brand">
      <LoaderCircle aria-hidden="true" width={70} height={70} className="animate-spin motion-reduce:animate-none" />
      <span className="text-base font-medium text-gray-700">Loading</span>
    </div>
  );
}

export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/90">
      <Spinner />
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
