import { screen } from '@testing-library/react';
import type { CourseLessons, LessonSummary } from '@academy/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { IdentityConfig } from '../../../lib/auth/authorize-params';
import { startSession } from '../../../lib/auth/session';
import { TOKENS_KEY } from '../../../lib/auth/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import CourseConclusionPage from './course-conclusion-page';

const COURSE_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a02';
const MODULE_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a10';

const lesson = (index: number, title: string, isComplete: boolean): LessonSummary => ({
  lessonId: `5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a2${index}`,
  parentId: MODULE_ID,
  courseId: COURSE_ID,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  type: 'lesson',
  orderColumn: index,
  duration: 300,
  summary: '',
  entitlements: { view: [] },
  isLocked: false,
  isComplete,
  progressStatus: isComplete ? 'Completed' : 'Not Started',
  isFavorite: false,
});

function show(done: boolean[]) {
  const lessons = [lesson(1, 'Pods', done[0]), lesson(2, 'Probes', done[1]), lesson(3, 'Services', done[2])];
  const data: CourseLessons = {
    courseId: COURSE_ID,
    courseTitle: 'Kubernetes fundamentals',
    level: 'Beginner',
    lessons: [
      {
        lessonId: MODULE_ID,
        parentId: null,
        courseId: COURSE_ID,
        title: 'Basics',
        slug: 'basics',
        type: 'module',
        orderColumn: 0,
        moduleNumber: 1,
        summary: '',
      },
      ...lessons,
    ],
    lessonsCount: 3,
    completedLesson: done.filter(Boolean).length,
    courseConclusion: '<p>Well done, you finished.</p>',
  };
  renderWithApp(
    <Routes>
      <Route path="/courses/:courseSlug/conclusion" element={<CourseConclusionPage />} />
    </Routes>,
    { path: '/courses/kubernetes-fundamentals/conclusion', queries: [[['lessons', 'course', 'kubernetes-fundamentals'], data]] },
  );
}

describe('course conclusion', () => {
  it('congratulates only when every lesson is complete', () => {
    show([true, true, true]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You reached the end of the course');
    expect(screen.getByText('Well done, you finished.')).toBeInTheDocument();
    expect(screen.queryByTestId('course-not-complete')).toBeNull();
  });

  it('otherwise says what is left and links to it, without the congratulations', () => {
    show([true, false, false]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You have not finished this course yet');
    expect(screen.queryByText('Well done, you finished.')).toBeNull();
    expect(screen.getByRole('heading', { name: '2 lessons are left' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Probes' })).toHaveAttribute('href', '/courses/kubernetes-fundamentals/lessons/probes');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/courses/kubernetes-fundamentals/lessons/services');
    expect(screen.getByRole('link', { name: 'Continue with Probes' })).toHaveAttribute(
      'href',
      '/courses/kubernetes-fundamentals/lessons/probes',
    );
  });

  it('links a signed-in learner to the certificate that completing the course issued', async () => {
    const payload = btoa(JSON.stringify({ sub: 'learner', firstName: 'Ada', lastName: 'Lovelace' })).replace(/=+$/, '');
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ accessToken: `e30.${payload}.x`, idToken: null, expiresAt: Date.now() + 3_600_000 }));
    startSession({} as IdentityConfig);
    const certificateId = 'AbCdEfGhIjKlMnOpQrStUv';
    fakeApi({
      'GET /api/user/certificates': () => ({
        data: {
          certificates: [
            {
              certificateId,
              kind: 'course',
              title: 'Kubernetes fundamentals',
              learnerName: 'Ada Lovelace',
              issuedAt: '2026-05-03T10:00:00.000Z',
              revokedAt: null,
              itemPath: '/courses/kubernetes-fundamentals',
              verificationUrl: `http://spring.localhost/certificates/${certificateId}`,
              hidden: false,
              itemId: COURSE_ID,
            },
          ],
        },
      }),
    });
    show([true, true, true]);
    expect(await screen.findByRole('link', { name: 'View your certificate' })).toHaveAttribute('href', `/certificates/${certificateId}`);
  });
});
