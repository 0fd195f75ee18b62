import type { SearchKind } from '@academy/shared';
import { BookOpen, FileText, GraduationCap, Map as MapIcon, Route, UserRound, type LucideIcon } from 'lucide-react';

export const KIND_LABELS: Record<SearchKind, { one: string; many: string; icon: LucideIcon }> = {
  course: { one: 'Course', many: 'Courses', icon: GraduationCap },
  lesson: { one: 'Lesson', many: 'Lessons', icon: BookOpen },
  guide: { one: 'Guide', many: 'Guides', icon: MapIcon },
  path: { one: 'Path', many: 'Paths', icon: Route },
  instructor: { one: 'Instructor', many: 'Instructors', icon: UserRound },
  page: { one: 'Page', many: 'Pages', icon: FileText },
};

/** "3 results for “helm”", the sentence screen readers hear after each search. */
export function resultsSentence(total: number, q: string, correctedQuery: string | null): string {
  const count = total === 0 ? 'No results' : `${total} ${total === 1 ? 'result' : 'results'}`;
  return `${count} for “${correctedQuery ?? q}”${correctedQuery ? ` (corrected from “${q}”)` : ''}`;
}
