/** Spec: the fallback screen when rendering fails. */
export function errorScreenText(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  return `Something went wrong: ${message}. Please refresh or login to another window.`;
}

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Something went wrong</h1>
      <p className="mt-4 text-gray-700">{errorScreenText(error)}</p>
    </div>
  );
}
