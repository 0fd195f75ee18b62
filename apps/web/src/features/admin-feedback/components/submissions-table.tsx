import type { AdminFeedbackItem } from '@academy/shared';
import { AddressText } from '../../../components/admin/address-text';
import { DateTime } from '../../../components/admin/date-time';
import { ratingLabel, subjectLabel, typeLabel } from '../feedback-labels';
import { ScrollRegion } from './scroll-region';

const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-700';
const td = 'px-3 py-3 align-top text-sm text-gray-800';

/** The survey's answers as the server stored them (choice keys). */
function SurveyAnswers({ survey }: { survey: NonNullable<AdminFeedbackItem['survey']> }) {
  const rows: [string, string][] = [['Levels', survey.levels.join(', ')]];
  if (survey.customQuestion) rows.push([survey.customQuestion, survey.customQuestionAnswers?.join(', ') || '—']);
  if (survey.otherAnswer) rows.push(['Other', survey.otherAnswer]);
  if (survey.contactYou) rows.push(['Research', 'May be contacted']);
  return (
    <dl className="mt-2 space-y-0.5 text-xs text-gray-700">
      {rows.map(([term, value]) => (
        <div key={term} className="flex gap-1.5">
          <dt className="font-semibold">{term}:</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Comments are shown as text: whatever markup a visitor typed is never rendered. */
export function SubmissionsTable({ items }: { items: AdminFeedbackItem[] }) {
  if (items.length === 0)
    return <p className="mt-3 rounded-card border border-gray-200 bg-white p-6 text-gray-700">No feedback matches these filters.</p>;
  return (
    <ScrollRegion label="Feedback submissions">
      <table className="w-full min-w-[56rem] border-collapse">
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              Received
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              About
            </th>
            <th scope="col" className={th}>
              Site rating
            </th>
            <th scope="col" className={`${th} w-1/3`}>
              Comments
            </th>
            {/* Wide enough for a usual address on one line; a longer one still breaks only at its @ and dots. */}
            <th scope="col" className={`${th} min-w-[16rem]`}>
              From
            </th>
            <th scope="col" className={th}>
              Schema
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {items.map((item) => (
            <tr key={item.id}>
              <td className={td}>
                <DateTime value={item.createdAt} />
              </td>
              <td className={td}>{typeLabel(item.feedbackableType)}</td>
              <td className={td}>
                {subjectLabel(item)}
                <span className="block text-xs text-gray-600">{item.context.route}</span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{ratingLabel(item.rating)}</td>
              <td className={td}>
                {item.comments && <p className="break-words whitespace-pre-wrap">{item.comments}</p>}
                <p className="flex flex-wrap gap-1.5">
                  {item.isBug && <span className="mt-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Bug</span>}
                  {item.allowContact && (
                    <span className="mt-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">May contact</span>
                  )}
                </p>
                {item.survey && <SurveyAnswers survey={item.survey} />}
              </td>
              <td className={td}>
                {item.userName ?? 'Anonymous'}
                {item.userEmail && <AddressText text={item.userEmail} className="block text-xs text-gray-600" />}
              </td>
              <td className={`${td} whitespace-nowrap`}>{item.schema}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
