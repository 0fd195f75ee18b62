import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/spinner';
import { useSearchQueries } from '../api/get-search-queries';
import { AdminScreen } from '../../../components/admin/admin-screen';
import { DateTime } from '../../../components/admin/date-time';

function Table({ caption, head, rows, empty }: { caption: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <section className="rounded-card border border-gray-200 bg-white p-4">
      <table className="w-full text-left text-sm">
        <caption className="mb-3 text-left text-lg font-bold text-gray-900">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={`py-2 font-semibold ${index > 0 ? 'text-right' : ''}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className="py-3 text-gray-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((cells, row) => (
              <tr key={row} className="border-b border-gray-100 last:border-0">
                {cells.map((cell, index) => (
                  <td key={index} className={`py-2 ${index > 0 ? 'pl-3 text-right tabular-nums' : 'wrap-anywhere'}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** /admin/search: the portal's most searched queries, and the ones that found nothing (topics to write next). */
export default function SearchQueriesPage() {
  const { data } = useSearchQueries();
  return (
    <AdminScreen
      title="Searches"
      back={{ to: '/admin', label: 'Administration' }}
      intro={
        <p>
          Counted per query for this portal only, with nothing about who searched. A search that found nothing is a topic learners looked
          for; those who asked for it are in the{' '}
          <Link to="/admin/topic-requests" className="font-semibold text-brand-strong underline">
            topic requests
          </Link>
          .
        </p>
      }
    >
      {!data ? (
        <PageSpinner />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Table
            caption="Searches that found nothing"
            head={['Query', 'Times', 'Last', 'Requests']}
            empty="Every search found something so far."
            rows={data.zeroResults.map((row) => [
              <Link key="q" to={`/search?q=${encodeURIComponent(row.query)}`} className="text-brand-strong underline">
                {row.query}
              </Link>,
              row.misses,
              <DateTime key="last" value={row.lastSearchedAt} />,
              <Link
                key="requests"
                to={`/admin/topic-requests?q=${encodeURIComponent(row.query)}`}
                aria-label={`${row.openRequests} open ${row.openRequests === 1 ? 'request' : 'requests'} for ${row.query}`}
                className="text-brand-strong underline"
              >
                {row.openRequests}
              </Link>,
            ])}
          />
          <Table
            caption="Top searches"
            head={['Query', 'Searches', 'Found nothing']}
            empty="Nobody has searched yet."
            rows={data.top.map((row) => [
              <Link key="q" to={`/search?q=${encodeURIComponent(row.query)}`} className="text-brand-strong underline">
                {row.query}
              </Link>,
              row.searches,
              row.misses,
            ])}
          />
        </div>
      )}
    </AdminScreen>
  );
}
