import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PathCourse, PathDetail } from '@academy/shared';
import type { IdentityConfig } from '../../../lib/auth/authorize-params';
import { startSession } from '../../../lib/auth/session';
import { TOKENS_KEY } from '../../../lib/auth/token-storage';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import PathDetailsPage from './path-details-page';

const PATH_ID = '7d6f2a38-2b1c-4f7e-8f63-0a4a8c1e2b10';

function course(index: number, progress: PathCourse['progress'], tenantId: PathCourse['tenantId'] = 'kube'): PathCourse {
  return {
    courseId: `00000000-0000-4000-8000-00000000000${index}`,
    tenantId,
    slug: `course-${index}`,
    title: `Course ${index}`,
    summary: 'A course.',
    level: 'Beginner',
    duration: 3600,
    lessonsCount: 4,
    isFavorite: false,
    progress,
  };
}

const notStarted = (index: number) =>
  course(index, { completedLesson: 0, progressStatus: 'Not Started', nextLesson: { slug: `c${index}-first`, title: `First of ${index}` } });
const completed = (index: number) => course(index, { completedLesson: 4, progressStatus: 'Completed', nextLesson: null });

const detail = (courses: PathCourse[]): PathDetail => ({
  path: {
    pathId: PATH_ID,
    tenantId: 'kube',
    slug: 'platform',
    title: 'Platform Foundations',
    summary: 'A path.',
    topic: [],
    level: ['Beginner'],
    duration: 3600 * courses.length,
    isFavorite: false,
    description: '<p>About it.</p>',
    courses,
  },
});

/** A session as the sign-in leaves it: an unexpired access token in storage. */
function signedIn() {
  const payload = btoa(JSON.stringify({ sub: 'learner', firstName: 'Ada' })).replace(/=+$/, '');
  localStorage.setItem(
    TOKENS_KEY,
    JSON.stringify({ accessToken: `e30.${payload}.x`, refreshToken: null, idToken: null, expiresAt: Date.now() + 3_600_000 }),
  );
  startSession({} as IdentityConfig);
}

function signedOut() {
  localStorage.clear();
  startSession({} as IdentityConfig);
}

const steps = () => screen.getAllByRole('listitem').filter((item) => item.textContent?.startsWith('Step'));

describe("a learning path's page", () => {
  it("shows a learner each course's status, the path's progress and Continue at the next unfinished lesson", async () => {
    signedIn();
    const courses = [
      completed(1),
      course(2, { completedLesson: 1, progressStatus: 'In Progress', nextLesson: { slug: 'c2-second', title: 'Services' } }),
      notStarted(3),
    ];
    fakeApi({ 'GET /api/paths/details': () => ({ data: detail(courses) }) });
    renderWithApp(<PathDetailsPage />);

    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByText('1 of 3 courses completed')).toBeInTheDocument();
    const bar = within(progress).getByRole('progressbar', { name: 'Progress on Platform Foundations' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 courses completed');
    const resume = within(progress).getByRole('link', { name: 'Continue: Platform Foundations' });
    expect(resume).toHaveAttribute('href', '/courses/course-2/lessons/c2-second');
    expect(progress).toHaveTextContent('Next: Services, in Course 2');

    expect(steps().map((step) => within(step).getByTestId('path-course-status').textContent)).toEqual([
      'Completed',
      'In progress · 1 of 4 lessons',
      'Not started',
    ]);
  });

  it('offers Start at the first lesson before anything is done', async () => {
    signedIn();
    fakeApi({ 'GET /api/paths/details': () => ({ data: detail([notStarted(1), notStarted(2)]) }) });
    renderWithApp(<PathDetailsPage />);
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByText('0 of 2 courses completed')).toBeInTheDocument();
    expect(within(progress).getByRole('link', { name: 'Start: Platform Foundations' })).toHaveAttribute(
      'href',
      '/courses/course-1/lessons/c1-first',
    );
  });

  it('says Completed and links the certificate once every course is done', async () => {
    signedIn();
    fakeApi({
      'GET /api/paths/details': () => ({ data: detail([completed(1), completed(2)]) }),
      'GET /api/user/certificates': () => ({
        data: {
          certificates: [
            {
              certificateId: 'path-certificate-id-00000',
              kind: 'path',
              title: 'Platform Foundations',
              learnerName: 'Ada',
              issuedAt: '2026-05-03T10:00:00.000Z',
              revokedAt: null,
              itemPath: '/paths/platform',
              verificationUrl: 'http://kube.localhost/certificates/path-certificate-id-00000',
              hidden: false,
              itemId: PATH_ID,
            },
          ],
        },
      }),
    });
    renderWithApp(<PathDetailsPage />);
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByText('Completed')).toBeInTheDocument();
    expect(await within(progress).findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/certificates/path-certificate-id-00000',
    );
    expect(within(progress).queryByRole('link', { name: /Continue|Start/ })).toBeNull();
  });

  it("counts only this portal's courses, and says so", async () => {
    signedIn();
    fakeApi({ 'GET /api/paths/details': () => ({ data: detail([completed(1), notStarted(2), course(3, null, 'spring')]) }) });
    renderWithApp(<PathDetailsPage />);
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByText('1 of 2 courses completed')).toBeInTheDocument();
    expect(progress).toHaveTextContent("Counts this portal's 2 courses; the course on another portal keeps its progress there.");
    expect(within(steps()[2]).getByTestId('path-course-status')).toHaveTextContent('Progress kept on the spring portal');
  });

  it('shows a visitor none of it', async () => {
    signedOut();
    fakeApi({ 'GET /api/paths/details': () => ({ data: detail([completed(1), notStarted(2)]) }) });
    renderWithApp(<PathDetailsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Platform Foundations' });
    expect(screen.queryByRole('region', { name: 'Your progress' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('path-course-status')).toBeNull();
  });
});
