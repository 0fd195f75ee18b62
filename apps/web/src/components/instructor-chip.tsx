import { Link } from 'react-router';

interface InstructorSummary {
  slug: string;
  name: string;
  title: string;
  photoUrl: string;
}

export function InstructorChip({ instructor }: { instructor: InstructorSummary }) {
  return (
    <Link to={`/instructors/${instructor.slug}`} className="flex items-center gap-3 rounded-lg p-2 hover:bg-brand-soft">
      <img src={instructor.photoUrl} alt="" width={48} height={48} className="h-12 w-12 rounded-full bg-gray-100 object-cover" />
      <span className="min-w-0">
        <span className="block font-semibold text-gray-900">{instructor.name}</span>
        <span className="block text-sm text-gray-600">{instructor.title}</span>
      </span>
    </Link>
  );
}
