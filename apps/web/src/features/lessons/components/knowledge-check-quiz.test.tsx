import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonDetail, QuizForLearner, QuizResult } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { KnowledgeCheckQuiz } from './knowledge-check-quiz';

const LESSON_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a01';
const COURSE_ID = '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a02';

const LESSON: LessonDetail = {
  lesson: {
    lessonId: LESSON_ID,
    parentId: COURSE_ID,
    courseId: COURSE_ID,
    title: 'Knowledge check: probes',
    slug: 'probes-check',
    type: 'knowledge-check',
    orderColumn: 3,
    duration: 300,
    summary: 'Three questions',
    entitlements: { view: ['auth'] },
    isLocked: false,
    isComplete: false,
    progressStatus: 'Not Started',
    isFavorite: false,
    body: '',
    lock: null,
    video: null,
    labRequirements: [],
    objectives: [],
  },
  course: { courseId: COURSE_ID, tenantId: 'kube', slug: 'kubernetes-fundamentals', title: 'Kubernetes fundamentals', instructors: [] },
  previous: null,
  next: { lessonId: '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a03', slug: 'the-lab', title: 'The lab', type: 'lab' },
};

const QUIZ: QuizForLearner = {
  lessonId: LESSON_ID,
  introContent: '<p>Three questions on probes.</p>',
  totalQuestions: 3,
  passingMarks: 60,
  lastAttempt: null,
  attempts: 0,
  answersAfterAttempts: 3,
  questions: [
    {
      questionIndex: 0,
      question: 'Which probe gates traffic?',
      description: '',
      options: ['Liveness', 'Readiness', 'Startup'],
      type: 'single',
    },
    {
      questionIndex: 1,
      question: 'Which fields does a probe have?',
      description: '',
      options: ['periodSeconds', 'replicas', 'failureThreshold'],
      type: 'multi',
    },
    {
      questionIndex: 2,
      question: 'What restarts a <code>container</code>?',
      description: '',
      options: ['A failed <code>liveness</code> probe', 'A failed <em>readiness</em> probe'],
      type: 'single',
    },
  ],
};

const PASSED: QuizResult = {
  score: 100,
  passed: true,
  passingMarks: 60,
  message: 'Well done',
  correctCount: 3,
  totalQuestions: 3,
  results: [0, 1, 2].map((questionIndex) => ({ questionIndex, correct: true, answer: [0], explanation: '<p>Because.</p>' })),
  answersShown: true,
  attempts: 1,
  answersAfterAttempts: 3,
};

/** A first failure: the server says which questions were wrong and nothing more. */
const FAILED: QuizResult = {
  score: 33,
  passed: false,
  passingMarks: 60,
  message: 'Try again',
  correctCount: 1,
  totalQuestions: 3,
  results: [
    { questionIndex: 0, correct: true },
    { questionIndex: 1, correct: false },
    { questionIndex: 2, correct: false },
  ],
  answersShown: false,
  attempts: 1,
  answersAfterAttempts: 3,
};

function start(result: QuizResult = PASSED) {
  const sent = fakeApi({ 'POST /api/lessons/knowledge-check': () => ({ data: result }) });
  renderWithApp(<KnowledgeCheckQuiz data={LESSON} />, { queries: [[['lessons', 'knowledge-check', LESSON_ID], QUIZ]] });
  return { sent, user: userEvent.setup() };
}

const question = (number: number) => screen.getByRole('group', { name: new RegExp(`^Question ${number} of 3`) });
const submissions = (sent: FakeRequest[]) => sent.filter((request) => request.method === 'POST').map((request) => request.body);

describe('knowledge check navigation', () => {
  it('shows one question at a time; Previous and Next move, keeping the answers given', async () => {
    const { user } = start();
    expect(screen.getAllByTestId('quiz-question')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    expect(screen.getByText('3 questions still to answer')).toBeInTheDocument();

    await user.click(within(question(1)).getByRole('radio', { name: 'Readiness' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(question(2)).getByText('Choose all answers that apply.')).toBeInTheDocument();
    await user.click(within(question(2)).getByRole('checkbox', { name: 'periodSeconds' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'failureThreshold' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(question(1)).getByRole('radio', { name: 'Readiness' })).toBeChecked();
    expect(screen.getByText('1 question still to answer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeDisabled();
  });

  it('renders inline markup in questions and options, and keeps the heading inside its card', async () => {
    const { user } = start();
    await user.click(screen.getByLabelText('Show all questions on one page'));
    const third = question(3);
    expect(third.querySelector('legend')).toBeNull();
    expect(
      within(third)
        .getByRole('heading', { name: /What restarts a container\?/ })
        .querySelector('code'),
    ).toHaveTextContent('container');
    expect(within(third).getByRole('radio', { name: 'A failed liveness probe' }).closest('label')!.querySelector('code')).toHaveTextContent(
      'liveness',
    );
    expect(within(third).getByRole('radio', { name: 'A failed readiness probe' }).closest('label')!.querySelector('em')).toHaveTextContent(
      'readiness',
    );
  });

  it('after a failure held back by the server, marks the wrong questions and shows no answers', async () => {
    const { user } = start(FAILED);
    await user.click(screen.getByLabelText('Show all questions on one page'));
    await user.click(within(question(1)).getByRole('radio', { name: 'Readiness' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'replicas' }));
    await user.click(within(question(3)).getByRole('radio', { name: 'A failed readiness probe' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByTestId('quiz-result')).toHaveTextContent('Not passed: you scored 33%');
    expect(screen.getByTestId('quiz-answers-held')).toHaveTextContent('after 3 attempts (this was attempt 1)');
    expect(within(question(1)).getByText('You answered this correctly')).toBeInTheDocument();
    expect(within(question(2)).getByText('Your answer was not right')).toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.queryByTestId('quiz-explanation')).toBeNull();
  });

  it('submits once every question has an answer, with the options chosen, and offers the next lesson after a pass', async () => {
    const { user, sent } = start();
    await user.click(screen.getByLabelText('Show all questions on one page'));
    expect(screen.getAllByTestId('quiz-question')).toHaveLength(3);
    await user.click(within(question(1)).getByRole('radio', { name: 'Liveness' }));
    await user.click(within(question(1)).getByRole('radio', { name: 'Readiness' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'replicas' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'periodSeconds' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'replicas' }));
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeDisabled();
    await user.click(within(question(3)).getByRole('radio', { name: 'A failed liveness probe' }));
    expect(screen.getByText('All questions answered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByTestId('quiz-result')).toHaveTextContent('Passed: you scored 100%');
    expect(submissions(sent)).toEqual([
      {
        lessonId: LESSON_ID,
        attempts: 0,
        answers: [
          { questionIndex: 0, selected: [1] },
          { questionIndex: 1, selected: [0] },
          { questionIndex: 2, selected: [0] },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Next lesson' })).toHaveAttribute('href', '/courses/kubernetes-fundamentals/lessons/the-lab');
    for (const input of screen.getAllByRole('radio')) expect(input).toBeDisabled();
    expect(screen.getAllByText('Correct answer')).toHaveLength(3);
    expect(screen.getAllByTestId('quiz-explanation')[0]).toHaveTextContent('Because.');
    expect(screen.queryByTestId('quiz-answers-held')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retake' }));
    expect(screen.queryByTestId('quiz-result')).toBeNull();
    expect(screen.getByText('3 questions still to answer')).toBeInTheDocument();
  });
});

describe('knowledge check attempts', () => {
  /** The next attempt, as the server answers the refetch after a submission: its options in another order. */
  const NEXT: QuizForLearner = {
    ...QUIZ,
    attempts: 1,
    questions: QUIZ.questions.map((item) => ({ ...item, options: [...item.options].reverse() })),
  };
  const optionNames = (number: number) =>
    within(question(number))
      .getAllByRole('radio')
      .map((input) => input.nextElementSibling!.textContent);

  it('keeps the submitted options and their result on screen while the next attempt loads, and shows that one on a retake', async () => {
    const sent = fakeApi({
      'POST /api/lessons/knowledge-check': () => ({ data: PASSED }),
      'GET /api/lessons/knowledge-check': () => ({ data: NEXT }),
    });
    renderWithApp(<KnowledgeCheckQuiz data={LESSON} />, { queries: [[['lessons', 'knowledge-check', LESSON_ID], QUIZ]] });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Show all questions on one page'));
    await user.click(within(question(1)).getByRole('radio', { name: 'Liveness' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'periodSeconds' }));
    await user.click(within(question(3)).getByRole('radio', { name: 'A failed liveness probe' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByTestId('quiz-result')).toHaveTextContent('Passed: you scored 100%');
    await waitFor(() => expect(sent.filter((request) => request.method === 'GET')).toHaveLength(1));
    // The result's answer [0] names the first option as this attempt showed it.
    expect(optionNames(1)).toEqual(['Liveness', 'Readiness', 'Startup']);
    const liveness = within(question(1)).getByRole('radio', { name: /Liveness/ });
    expect(liveness).toBeChecked();
    expect(liveness.closest('label')).toHaveTextContent('Correct answer');

    await user.click(screen.getByRole('button', { name: 'Retake' }));
    expect(optionNames(1)).toEqual(['Startup', 'Readiness', 'Liveness']);
    for (const input of within(question(1)).getAllByRole('radio')) expect(input).not.toBeChecked();
  });

  it('after a submission refused because another tab submitted meanwhile, shows the next attempt with no answers', async () => {
    const sent = fakeApi({
      'POST /api/lessons/knowledge-check': () => ({
        status: 409,
        errors: [{ code: 'ATTEMPT_SUPERSEDED', errorMessage: 'This knowledge check was submitted in another tab or window' }],
      }),
      'GET /api/lessons/knowledge-check': () => ({ data: NEXT }),
    });
    renderWithApp(<KnowledgeCheckQuiz data={LESSON} />, { queries: [[['lessons', 'knowledge-check', LESSON_ID], QUIZ]] });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Show all questions on one page'));
    await user.click(within(question(1)).getByRole('radio', { name: 'Liveness' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'periodSeconds' }));
    await user.click(within(question(3)).getByRole('radio', { name: 'A failed liveness probe' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    await waitFor(() => expect(optionNames(1)).toEqual(['Startup', 'Readiness', 'Liveness']));
    expect(sent.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(screen.queryByTestId('quiz-result')).toBeNull();
    expect(screen.getByText('3 questions still to answer')).toBeInTheDocument();
  });
});

describe('knowledge check focus', () => {
  const heading = (number: number) => within(question(number)).getByRole('heading', { name: new RegExp(`^Question ${number} of 3`) });

  it('moves to the heading of each question shown, also on the last one where Next goes away', async () => {
    const { user } = start();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading(2)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(heading(3)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(heading(2)).toHaveFocus();
  });

  it('moves to the result after submitting, and to the first question after a retake', async () => {
    const { user } = start();
    await user.click(within(question(1)).getByRole('radio', { name: 'Readiness' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'periodSeconds' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(question(3)).getByRole('radio', { name: 'A failed liveness probe' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('heading', { name: 'Passed: you scored 100%' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retake' }));
    expect(heading(1)).toHaveFocus();
  });
});
