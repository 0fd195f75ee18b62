import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseLessons, LessonSummary } from '@academy/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { LessonOutlineDrawer } from './lesson-outline-drawer';
import { LessonOutlineNav } from './lesson-outline-nav';

const COURSE_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a02';
const MODULES = ['5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a10', '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a11'];

const lesson = (index: number, title: string, module: number, state: { isComplete?: boolean; isLocked?: boolean } = {}): LessonSummary => ({
  lessonId: `5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a2${index}`,
  parentId: MODULES[module],
  courseId: COURSE_ID,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  type: 'lesson',
  orderColumn: index,
  duration: 300,
  summary: '',
  entitlements: { view: state.isLocked ? ['pro'] : [] },
  isLocked: state.isLocked ?? false,
  isComplete: state.isComplete ?? false,
  progressStatus: state.isComplete ? 'Completed' : 'Not Started',
  isFavorite: false,
});
const moduleItem = (index: number, title: string) =>
  ({
    lessonId: MODULES[index],
    parentId: null,
    courseId: COURSE_ID,
    title,
    slug: title.toLowerCase(),
    type: 'module',
    orderColumn: index,
    moduleNumber: index + 1,
    summary: '',
  }) as const;

const LESSONS = [lesson(1, 'Pods', 0, { isComplete: true }), lesson(2, 'Probes', 0), lesson(3, 'Operators', 1, { isLocked: true })];
const DATA: CourseLessons = {
  courseId: COURSE_ID,
  courseTitle: 'Kubernetes fundamentals',
  level: 'Beginner',
  lessons: [moduleItem(0, 'Basics'), LESSONS[0], LESSONS[1], moduleItem(1, 'Beyond'), LESSONS[2]],
  lessonsCount: 3,
  completedLesson: 1,
  courseConclusion: '',
};
const QUERIES: [readonly unknown[], unknown][] = [[['lessons', 'course', 'kubernetes-fundamentals'], DATA]];
const AT_PROBES = '/courses/kubernetes-fundamentals/lessons/probes';

describe('the course outline beside a lesson', () => {
  it('lists the modules and their lessons, marks the open one and says where it stands', () => {
    renderWithApp(<LessonOutlineNav courseSlug="kubernetes-fundamentals" lessonId={LESSONS[1].lessonId} />, {
      path: AT_PROBES,
      queries: QUERIES,
    });
    const outline = screen.getByRole('navigation', { name: 'Course outline' });
    expect(within(outline).getByTestId('lesson-position')).toHaveTextContent('Lesson 2 of 3');
    expect(within(outline).getByRole('list', { name: 'Module 1: Basics' })).toBeInTheDocument();
    expect(within(outline).getByRole('list', { name: 'Module 2: Beyond' })).toBeInTheDocument();
    expect(within(outline).getByRole('link', { current: 'page' })).toHaveAccessibleName('Probes');
    expect(within(outline).getByRole('link', { name: 'Pods, completed' })).not.toHaveAttribute('aria-current');
    expect(within(outline).getByRole('link', { name: 'Operators, locked' })).toHaveAttribute(
      'href',
      '/courses/kubernetes-fundamentals/lessons/operators',
    );
  });
});

describe('the course outline drawer', () => {
  function showDrawer() {
    renderWithApp(
      <Routes>
        <Route
          path="/courses/:courseSlug/lessons/:lessonSlug"
          element={<LessonOutlineDrawer courseSlug="kubernetes-fundamentals" lessonId={LESSONS[1].lessonId} />}
        />
      </Routes>,
      { path: AT_PROBES, queries: QUERIES },
    );
    return screen.getByRole('button', { name: 'Course outline' });
  }

  it('opens as a dialog holding the focus, and Escape gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const opener = showDrawer();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Course outline' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('link', { current: 'page' })).toHaveAccessibleName('Probes');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog gives the focus back after it unmounts, a frame later on a busy machine.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes once a lesson is chosen', async () => {
    const user = userEvent.setup();
    await user.click(showDrawer());
    const dialog = await screen.findByRole('dialog', { name: 'Course outline' });
    await user.click(within(dialog).getByRole('link', { name: 'Pods, completed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
