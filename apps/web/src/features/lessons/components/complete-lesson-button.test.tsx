import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonDetail, LessonProgress } from '@academy/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, notificationsNow } from '../../../lib/notifications';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { CompleteLessonButton } from './complete-lesson-button';

const COURSE_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a02';
const LESSON_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a21';
const NEXT_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a22';

const detail = (type: 'lesson' | 'lab', next: boolean): LessonDetail => ({
  lesson: {
    lessonId: LESSON_ID,
    parentId: '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a10',
    courseId: COURSE_ID,
    title: 'Probes',
    slug: 'probes',
    type,
    orderColumn: 2,
    duration: 300,
    summary: '',
    entitlements: { view: [] },
    isLocked: false,
    isComplete: false,
    progressStatus: 'In Progress',
    isFavorite: false,
    body: '<p>Probes</p>',
    lock: null,
    video: null,
    labRequirements: [],
    objectives: [],
  },
  course: { courseId: COURSE_ID, tenantId: 'kube', slug: 'kubernetes-fundamentals', title: 'Kubernetes fundamentals', instructors: [] },
  previous: null,
  next: next ? { lessonId: NEXT_ID, slug: 'operators', title: 'Operators', type: 'lesson' } : null,
});
const progress = (completedLesson: number): { data: LessonProgress } => ({
  data: {
    lessonId: LESSON_ID,
    progressStatus: 'Completed',
    courseId: COURSE_ID,
    completedLesson,
    lessonsCount: 12,
    courseProgressStatus: completedLesson === 12 ? 'Completed' : 'In Progress',
  },
});
const toastMessages = () => notificationsNow().toasts.map((toast) => toast.message);

afterEach(() => notificationsNow().toasts.forEach((toast) => dismissToast(toast.id)));

describe('Mark as complete', () => {
  it('says what it did and how far the course is, then moves to the next lesson', async () => {
    const seen = fakeApi({ 'POST /api/lessons/mark-complete': () => progress(3) });
    const { router } = renderWithApp(<CompleteLessonButton data={detail('lesson', true)} />, {
      path: '/courses/kubernetes-fundamentals/lessons/probes',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/kubernetes-fundamentals/lessons/operators'));
    expect(seen[0].body).toMatchObject({ lessonId: LESSON_ID, courseId: COURSE_ID, isLastLesson: false });
    expect(toastMessages()).toEqual(['Lesson marked complete — 3 of 12 in this course']);
    expect(notificationsNow().toasts[0].type).toBe('success');
  });

  it('names a lab as a lab and ends a course at its conclusion', async () => {
    fakeApi({ 'POST /api/lessons/mark-complete': () => progress(12) });
    const { router } = renderWithApp(<CompleteLessonButton data={detail('lab', false)} />, {
      path: '/courses/kubernetes-fundamentals/lessons/probes',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/kubernetes-fundamentals/conclusion'));
    expect(toastMessages()).toEqual(['Lab marked complete — 12 of 12 in this course']);
  });

  it('says nothing and stays when the server refuses', async () => {
    fakeApi({
      'POST /api/lessons/mark-complete': () => ({ status: 400, errors: [{ code: 'VALIDATION_FAILED', errorMessage: 'No such lesson' }] }),
    });
    const { router } = renderWithApp(<CompleteLessonButton data={detail('lesson', true)} />, {
      path: '/courses/kubernetes-fundamentals/lessons/probes',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await waitFor(() => expect(toastMessages()).toHaveLength(1));
    expect(toastMessages()[0]).not.toMatch(/marked complete/);
    expect(router.state.location.pathname).toBe('/courses/kubernetes-fundamentals/lessons/probes');
  });
});
