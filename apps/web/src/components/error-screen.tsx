import { RotateCcw } from 'lucide-react';
import { primaryButton } from './button-styles';

/** Spec: the fallback screen's text; a message that ends in its own full stop does not get a second. */
export function errorScreenText(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  return `Something went wrong: ${message.trim().replace(/[.!?]+$/, '')}. Please refresh or login to another window.`;
}

/** The fallback screen when rendering fails, with a way to try again without hunting for the reload button. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Something went wrong</h1>
      <p className="mt-4 text-gray-700">{errorScreenText(error)}</p>
      <button type="button" className={`${primaryButton} mt-6`} onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        Try again
      </button>
    </div>
  );
}
