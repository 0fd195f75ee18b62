import type { RatingAverage } from '@academy/shared';
import { averageLabel, typeLabel } from '../feedback-labels';
import { ScrollRegion } from './scroll-region';

const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-700';
const td = 'px-3 py-2.5 text-sm text-gray-800';

/** The survey's star ratings averaged per course and per lesson or guide. */
export function RatingAverages({ averages }: { averages: RatingAverage[] }) {
  if (averages.length === 0) return <p className="mt-3 rounded-card border border-gray-200 bg-white p-6 text-gray-700">No ratings yet.</p>;
  return (
    <ScrollRegion label="Average ratings">
      <table className="w-full min-w-[36rem] border-collapse">
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              Title
            </th>
            <th scope="col" className={th}>
              Course
            </th>
            <th scope="col" className={th}>
              Average
            </th>
            <th scope="col" className={th}>
              Ratings
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {averages.map((average) => (
            <tr key={`${average.feedbackableType}-${average.feedbackableId}`}>
              <td className={td}>{typeLabel(average.feedbackableType)}</td>
              <td className={td}>{average.title ?? 'Removed item'}</td>
              <td className={td}>{average.feedbackableType === 'lesson' ? (average.courseTitle ?? '—') : '—'}</td>
              <td className={`${td} whitespace-nowrap`}>{averageLabel(average.averageRating)}</td>
              <td className={td}>{average.ratings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
