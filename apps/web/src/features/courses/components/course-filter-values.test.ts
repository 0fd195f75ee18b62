import { describe, expect, it } from 'vitest';
import type { CourseListItem, FilterCategory } from '@academy/shared';
import { applyFilters } from '../../../lib/filters';
import { courseFilterValues } from './course-filter-values';

function course(slug: string, topic: string[], level: CourseListItem['level'], extra: Partial<CourseListItem> = {}): CourseListItem {
  return {
    courseId: '00000000-0000-4000-8000-000000000000',
    tenantId: 'spring',
    slug,
    title: slug,
    summary: '',
    topic,
    level,
    labType: 'none',
    entitlements: { view: [] },
    duration: 0,
    lessonsCount: 3,
    lessonsNeedingPro: 0,
    completedLesson: 0,
    progressStatus: 'Not Started',
    isFavorite: false,
    instructors: [],
    ...extra,
  };
}

const courses = [
  course('boot', ['Spring Boot', 'Web'], ['Beginner'], { isFavorite: true }),
  course('data', ['Data', 'Spring Boot'], ['Intermediate'], { progressStatus: 'In Progress' }),
  course('security', ['Security', 'Web'], ['Advanced'], { progressStatus: 'Completed' }),
];

const categories: FilterCategory[] = [
  { categoryName: 'favorite', label: 'Favourites', options: [{ key: 'favorite', name: 'Favourites', count: 1, checked: false }] },
  {
    categoryName: 'status',
    label: 'Status',
    options: [
      { key: 'in-progress', name: 'In Progress', count: 1, checked: false },
      { key: 'completed', name: 'Completed', count: 1, checked: false },
    ],
  },
];

const slugs = (entries: { category: string; options: string[] }[]) =>
  applyFilters(courses, entries, categories, courseFilterValues).map((item) => item.slug);

describe('courseFilterValues', () => {
  it('filters by favourite and by progress status', () => {
    expect(slugs([{ category: 'favorite', options: ['favorite'] }])).toEqual(['boot']);
    expect(slugs([{ category: 'status', options: ['in-progress', 'completed'] }])).toEqual(['data', 'security']);
  });

  it('offers nothing for an unknown category', () => {
    expect(courseFilterValues(courses[0], 'colour')).toEqual([]);
  });
});
