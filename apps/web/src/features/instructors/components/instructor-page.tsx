import { useParams } from 'react-router';
import { CourseGrid } from '../../../components/course-card';
import { RichText } from '../../../components/rich-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructor } from '../api/get-instructor';
import { InstructorSocials } from './instructor-socials';
import { Breadcrumbs } from '../../../components/breadcrumbs';

export default function InstructorPage() {
  const { instructorSlug = '' } = useParams();
  const { instructor, courses } = useInstructor(instructorSlug).data;
  usePageTitle(instructor.name);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <Breadcrumbs trail={[{ to: '/instructors', label: 'Instructors' }]} />
      <section className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
        <img
          src={instructor.photoUrl}
          alt=""
          width={160}
          height={160}
          className="h-40 w-40 shrink-0 rounded-full bg-gray-100 object-cover"
        />
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold text-gray-900">{instructor.name}</h1>
          <p className="mt-1 text-lg text-gray-700">{instructor.title}</p>
          <div className="mt-4">
            <InstructorSocials name={instructor.name} socials={instructor.socials} />
          </div>
          <RichText html={instructor.bio} className="mt-6 max-w-3xl text-gray-800" />
        </div>
      </section>
      <section aria-labelledby="instructor-courses" className="mt-10">
        <h2 id="instructor-courses" className="text-xl font-bold text-gray-900">
          Courses by {instructor.name}
        </h2>
        <CourseGrid courses={courses} className="mt-4" />
      </section>
    </div>
  );
}
