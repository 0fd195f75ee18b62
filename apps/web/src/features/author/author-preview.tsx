import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTHOR_PREVIEW_EVENT, authorPreviewStateSchema, type AuthorPreviewState } from '@academy/shared';

type Problem = AuthorPreviewState['problems'][number];

/**
 * Live preview under `npm run author` (decision 065): listens to the portal's import stream, fetches
 * every query of the page again when the portal was imported since the page's data was read (on
 * connecting too, since an import may have ended while the page loaded), and lays the content
 * check's problems over the page until the files are fixed. Mounted only when the runtime
 * configuration names the stream, which it does nowhere but `npm run author`.
 */
export function AuthorPreview({ url }: { url: string }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => {
    const stream = new EventSource(url);
    let imports: number | null = null;
    stream.addEventListener(AUTHOR_PREVIEW_EVENT, (event) => {
      const state = authorPreviewStateSchema.parse(JSON.parse((event as MessageEvent<string>).data));
      setProblems(state.problems);
      if (state.imports !== imports) void queryClient.invalidateQueries();
      imports = state.imports;
    });
    return () => stream.close();
  }, [url, queryClient]);
  return problems.length > 0 ? <ProblemsOverlay problems={problems} /> : null;
}

function ProblemsOverlay({ problems }: { problems: Problem[] }) {
  return (
    <section
      role="alert"
      aria-labelledby="author-problems-title"
      className="fixed inset-x-4 bottom-4 z-[90] mx-auto max-h-[60vh] max-w-4xl overflow-auto rounded-xl border-2 border-red-700 bg-white p-5 text-gray-900 shadow-2xl"
    >
      <h2 id="author-problems-title" className="text-lg font-bold text-red-800">
        {problems.length === 1 ? 'The content check found a problem' : `The content check found ${problems.length} problems`}
      </h2>
      <p className="mt-1 text-sm text-gray-700">Fix the file and save it: this page updates by itself, and this message goes away.</p>
      <ul className="mt-3 space-y-2">
        {problems.map((problem, index) => (
          <li key={index} className="text-sm">
            <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-gray-900">
              {problem.file}:{problem.line}
              {problem.column ? `:${problem.column}` : ''}
            </code>{' '}
            <span>{problem.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
