import { PORTAL_BRANDS, type SiteRating } from '@academy/shared';
import { averageLabel } from '../feedback-labels';
import { ScrollRegion } from './scroll-region';

const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-700';
const td = 'px-3 py-2.5 text-sm text-gray-800';

/** The survey's stars averaged per portal: they rate the site, never the course or lesson they were sent from (decision 060). */
export function SiteRatings({ siteRatings }: { siteRatings: SiteRating[] }) {
  if (siteRatings.length === 0)
    return <p className="mt-3 rounded-card border border-gray-200 bg-white p-6 text-gray-700">No ratings yet.</p>;
  return (
    <ScrollRegion label="Site rating">
      <table className="w-full min-w-[24rem] border-collapse">
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              Portal
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
          {siteRatings.map((rating) => (
            <tr key={rating.tenantId}>
              <td className={td}>{PORTAL_BRANDS[rating.tenantId].academyName}</td>
              <td className={`${td} whitespace-nowrap`}>{averageLabel(rating.averageRating)}</td>
              <td className={td}>{rating.ratings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
