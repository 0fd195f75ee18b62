import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CourseGrid } from '../../../components/course-card';
import { useCourses } from '../api/get-courses';

const FEATURED_COUNT = 3;

export function FeaturedCourses() {
  const courses = useCourses().data.courses.slice(0, FEATURED_COUNT);
  return (
    <section aria-labelledby="featured-courses" className="mx-auto max-w-6xl px-4 pt-12 sm:px-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="featured-courses" className="text-2xl font-extrabold text-gray-900">
          Courses
        </h2>
        <Link to="/courses" className="inline-flex items-center gap-1 font-semibold text-brand-strong hover:underline">
          All courses <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <CourseGrid courses={courses} className="mt-5" />
    </section>
  );
}
