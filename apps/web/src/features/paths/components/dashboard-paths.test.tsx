import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PathCourse, PathListItem } from '@academy/shared';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import DashboardPaths from './dashboard-paths';

const course = (slug: string, progress: PathCourse['progress']): PathCourse => ({
  courseId: `00000000-0000-4000-8000-${slug.padStart(12, '0')}`,
  tenantId: 'kube',
  slug,
  title: `Course ${slug}`,
  summary: '',
  level: 'Beginner',
  duration: 600,
  lessonsCount: 2,
  isFavorite: false,
  progress,
});
const done = (slug: string) => course(slug, { completedLesson: 2, progressStatus: 'Completed', nextLesson: null });
const fresh = (slug: string) =>
  course(slug, { completedLesson: 0, progressStatus: 'Not Started', nextLesson: { slug: `${slug}-1`, title: `Lesson ${slug}` } });

const path = (slug: string, courses: PathCourse[]): PathListItem => ({
  pathId: `7d6f2a38-2b1c-4f7e-8f63-${slug.padStart(12, '0')}`,
  tenantId: 'kube',
  slug,
  title: `Path ${slug}`,
  summary: '',
  topic: [],
  level: ['Beginner'],
  duration: 600 * courses.length,
  isFavorite: false,
  courses,
});

describe("the dashboard's learning paths", () => {
  it('lists the paths in progress with their progress and Continue, leaving out those not begun or completed', async () => {
    fakeApi({
      'GET /api/paths/list': () => ({
        data: {
          paths: [path('begun', [done('1'), fresh('2'), fresh('3')]), path('untouched', [fresh('4')]), path('finished', [done('5')])],
          categories: [],
        },
      }),
    });
    renderWithApp(<DashboardPaths />);
    const section = await screen.findByRole('region', { name: 'My learning paths' });
    const items = within(section).getAllByTestId('dashboard-path');
    expect(items).toHaveLength(1);
    expect(within(items[0]).getByRole('link', { name: 'Path begun' })).toHaveAttribute('href', '/paths/begun');
    expect(items[0]).toHaveTextContent('1 of 3 courses completed');
    expect(within(items[0]).getByRole('progressbar', { name: 'Progress on Path begun' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(items[0]).getByRole('link', { name: 'Continue: Path begun' })).toHaveAttribute('href', '/courses/2/lessons/2-1');
  });

  it('shows nothing before a path is begun', async () => {
    const requests = fakeApi({ 'GET /api/paths/list': () => ({ data: { paths: [path('untouched', [fresh('4')])], categories: [] } }) });
    renderWithApp(<DashboardPaths />);
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.queryByRole('region', { name: 'My learning paths' })).toBeNull();
  });
});
