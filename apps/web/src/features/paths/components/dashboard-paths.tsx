import { Link } from 'react-router';
import { usePersonalDataReady } from '../../../lib/learning/personal-data-ready';
import { usePaths } from '../api/get-paths';
import { pathProgress } from '../path-progress';
import { PathAction } from './path-action';
import { PathProgressSummary } from './path-progress-summary';

/** The dashboard's learning paths in progress, each with its progress and Continue; nothing before the first is begun. */
export default function DashboardPaths() {
  const { paths } = usePaths().data;
  const ready = usePersonalDataReady();
  const begun = paths
    .map((path) => ({ path, progress: pathProgress(path.courses) }))
    .filter(({ progress }) => progress.status === 'In Progress');
  if (!ready || begun.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-paths" data-testid="dashboard-paths" className="mt-10">
      <h2 id="dashboard-paths" className="text-2xl font-extrabold text-gray-900">
        My learning paths
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {begun.map(({ path, progress }) => (
          <li key={path.pathId} data-testid="dashboard-path" className="space-y-3 rounded-card border border-gray-200 bg-white p-5">
            <h3 className="text-lg font-bold text-gray-900">
              <Link to={`/paths/${path.slug}`} className="hover:underline">
                {path.title}
              </Link>
            </h3>
            <PathProgressSummary title={path.title} progress={progress} />
            <PathAction path={path} progress={progress} />
          </li>
        ))}
      </ul>
    </section>
  );
}
