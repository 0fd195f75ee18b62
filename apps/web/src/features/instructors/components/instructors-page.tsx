import { Link } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructors } from '../api/get-instructors';

export default function InstructorsPage() {
  usePageTitle('Instructors');
  const { instructors } = useInstructors().data;
  return (
    <>
      <PageBanner kind="instructors" />
      <section aria-labelledby="instructor-list" className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
        <h2 id="instructor-list" className="sr-only">
          All instructors
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {instructors.map((instructor) => (
            <li key={instructor.instructorId}>
              <article
                data-testid="instructor-card"
                className="relative flex h-full flex-col items-center rounded-card border border-gray-200 bg-white p-6 text-center shadow-sm focus-within:ring-3 focus-within:ring-brand hover:shadow-md"
              >
                <img
                  src={instructor.photoUrl}
                  alt=""
                  width={112}
                  height={112}
                  className="h-28 w-28 rounded-full bg-gray-100 object-cover"
                />
                <h3 className="mt-4 text-lg font-bold text-gray-900">
                  <Link
                    to={`/instructors/${instructor.slug}`}
                    className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
                  >
                    {instructor.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-gray-700">{instructor.title}</p>
                <p className="mt-3 text-sm font-semibold text-brand-strong">
                  {instructor.coursesCount} {instructor.coursesCount === 1 ? 'course' : 'courses'}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
