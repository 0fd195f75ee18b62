import { screen, within } from '@testing-library/react';
import type { CourseLessons, LessonDetail, LessonSummary } from '@academy/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import LessonPage from './lesson-page';

const COURSE_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a02';
const MODULE_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a10';
const summary = (type: LessonSummary['type'], slug: string): LessonSummary => ({
  lessonId: type === 'lab' ? '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a21' : '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a22',
  parentId: MODULE_ID,
  courseId: COURSE_ID,
  title: slug,
  slug,
  type,
  orderColumn: 1,
  duration: 1800,
  summary: 'Deploy an app to a kind cluster.',
  entitlements: { view: [] },
  isLocked: false,
  isComplete: false,
  progressStatus: 'Not Started',
  isFavorite: false,
});
const BODY = '<h2>Step 1</h2><p>Create the cluster with kind create cluster.</p>';
const detail = (type: LessonSummary['type'], slug: string, objectives: string[] = [], body = BODY): LessonDetail => ({
  lesson: {
    ...summary(type, slug),
    body,
    lock: null,
    video: null,
    labRequirements: type === 'lab' ? ['kind 0.31+'] : [],
    objectives,
  },
  course: { courseId: COURSE_ID, tenantId: 'kube', slug: 'fundamentals', title: 'Fundamentals', instructors: [] },
  previous: null,
  next: null,
});
const outline = (lesson: LessonSummary): CourseLessons => ({
  courseId: COURSE_ID,
  courseTitle: 'Fundamentals',
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
    lesson,
  ],
  lessonsCount: 1,
  completedLesson: 0,
  courseConclusion: '',
});

function renderLesson(type: LessonSummary['type'], slug: string, objectives: string[] = [], body = BODY) {
  const data = detail(type, slug, objectives, body);
  return renderWithApp(
    <Routes>
      <Route path="/courses/:courseSlug/lessons/:lessonSlug" element={<LessonPage />} />
    </Routes>,
    {
      path: `/courses/fundamentals/lessons/${slug}`,
      queries: [
        [['lessons', 'detail', 'fundamentals', slug], data],
        [['lessons', 'course', 'fundamentals'], outline(data.lesson)],
      ],
    },
  );
}

describe('a lesson page', () => {
  it('of a lab leaves the instructions to the lab page, where the lab is completed, and leads there', async () => {
    renderLesson('lab', 'deploy-your-first-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'deploy-your-first-app' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'What you need for this lab' })).toHaveTextContent('kind 0.31+');
    expect(screen.queryByText('Create the cluster with kind create cluster.')).toBeNull();
    expect(screen.getByTestId('lab-overview')).toHaveTextContent('The instructions are on the lab page');
    expect(screen.getByRole('link', { name: 'Open the lab' })).toHaveAttribute(
      'href',
      '/courses/fundamentals/lessons/deploy-your-first-app/lab',
    );
  });

  it('opens a lesson with what the learner will be able to do, before its text', async () => {
    renderLesson('lesson', 'pods', ['Run a Pod from a manifest', 'Tell a Pod from a Deployment']);
    const section = await screen.findByRole('region', { name: 'What you will be able to do' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Run a Pod from a manifest', 'Tell a Pod from a Deployment']);
    const body = screen.getByText('Create the cluster with kind create cluster.');
    expect(section.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no empty objectives section for a lesson without them (a knowledge check or lab)', async () => {
    renderLesson('lab', 'deploy-your-first-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'deploy-your-first-app' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'What you will be able to do' })).toBeNull();
  });

  it('of a reading lesson shows its text', async () => {
    renderLesson('lesson', 'pods');
    expect(await screen.findByText('Create the cluster with kind create cluster.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open the lab' })).toBeNull();
  });

  it("keeps a practice's feedback, code and copy button included, in a closed disclosure after the task", async () => {
    const practice =
      '<h2>Practice</h2><pre><code>kubectl get pods</code></pre>' +
      '<details><summary>Check your work</summary><p>One pod is Running.</p><pre><code>web-1 1/1 Running</code></pre></details>';
    renderLesson('lesson', 'pods', [], practice);
    const summaryText = await screen.findByText('Check your work');
    const disclosure = summaryText.closest('details')!;
    expect(summaryText.tagName).toBe('SUMMARY');
    expect(disclosure).not.toHaveAttribute('open');
    expect(within(disclosure).getByText('One pod is Running.')).toBeInTheDocument();
    expect(within(disclosure).getByRole('button', { name: 'Copy code block 2', hidden: true })).toBeInTheDocument();
    expect(disclosure.contains(screen.getByRole('button', { name: 'Copy code block 1' }))).toBe(false);
  });
});
