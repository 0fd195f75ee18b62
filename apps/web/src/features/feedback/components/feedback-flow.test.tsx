import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import FeedbackFlow from './feedback-flow';
import { SPRING_QUESTIONS } from './survey-fixtures';

const MESSAGES = {
  commentsRequired: 'The comments field is required',
  ratingRequired: 'The rating field is required when comments is not present',
  moreCommentsRequired: 'The comments field is required when rating is not present',
  customAnswersRequired: 'The custom question answers field is required',
  levelsRequired: 'The levels field is required',
};
const CUSTOM_QUESTION = 'Which Spring project(s) do you want to learn more about?';

function start() {
  const sent = fakeApi({
    'POST /api/feedback': () => ({ data: { success: true, data: 'saved' } }),
    'GET /api/feedback/questions': () => ({ data: SPRING_QUESTIONS }),
  });
  const onClose = vi.fn();
  renderWithApp(<FeedbackFlow onClose={onClose} />, { path: '/courses' });
  return { sent, onClose, user: userEvent.setup() };
}

async function sendComments(user: ReturnType<typeof userEvent.setup>, comments: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' });
  await user.type(within(dialog).getByLabelText(/Comments/), comments);
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return screen.findByRole('dialog', { name: 'Thank you for your feedback!' });
}

const posted = (sent: FakeRequest[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.body as Record<string, unknown>);

describe('the feedback dialogs (spring)', () => {
  it('require comments, offer the bug flag, and keep the contact consent for signed-in learners', async () => {
    const { user, sent } = start();
    const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(MESSAGES.commentsRequired)).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'This is a bug report' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /contact me about this feedback/ })).toBeNull();
    expect(posted(sent)).toEqual([]);
  });

  it('send trimmed comments as general feedback, then No Thanks closes the flow', async () => {
    const { user, sent, onClose } = start();
    const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'This is a bug report' }));
    const thanks = await sendComments(user, '  The filters are great  ');
    expect(posted(sent)).toEqual([
      expect.objectContaining({
        comments: 'The filters are great',
        isBug: true,
        allowContact: false,
        rating: null,
        feedbackableType: '',
        schema: 'tenant-v1',
        tenantId: 'spring',
      }),
    ]);
    await user.click(within(thanks).getByRole('button', { name: 'No Thanks' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("ask the survey's rules on submit, clear them as they are met, and send the survey", async () => {
    const { user, sent, onClose } = start();
    const thanks = await sendComments(user, 'Good');
    await user.click(within(thanks).getByRole('button', { name: 'Sure!' }));
    const survey = await screen.findByRole('dialog', { name: 'Help us improve' });
    expect(within(survey).getByRole('group', { name: CUSTOM_QUESTION })).toBeInTheDocument();

    await user.click(within(survey).getByRole('button', { name: 'Submit' }));
    for (const message of Object.values(MESSAGES).slice(1)) expect(within(survey).getByText(message)).toBeVisible();

    await user.click(within(survey).getByRole('radio', { name: '4 stars' }));
    expect(within(survey).queryByText(MESSAGES.ratingRequired)).toBeNull();
    expect(within(survey).queryByText(MESSAGES.moreCommentsRequired)).toBeNull();

    const other = within(survey).getByRole('textbox', { name: 'Other' });
    await user.type(other, '  Spring Modulith  ');
    await user.tab();
    expect(other).toHaveValue('Spring Modulith');
    expect(within(survey).queryByText(MESSAGES.customAnswersRequired)).toBeNull();
    await user.click(within(survey).getByRole('checkbox', { name: 'Spring Boot' }));
    await user.click(within(survey).getByRole('checkbox', { name: 'Advanced' }));
    expect(within(survey).queryByText(MESSAGES.levelsRequired)).toBeNull();
    await user.click(within(survey).getByRole('checkbox', { name: /take part in research/ }));
    await user.click(within(survey).getByRole('button', { name: 'Submit' }));

    const done = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(posted(sent)[1]).toMatchObject({
      rating: 4,
      schema: 'tenant-survey-v1',
      moreCommentsVal: '',
      feedback: {
        levels: ['advanced'],
        customQuestion: 'spring-projects',
        customQuestionAnswers: ['spring-boot'],
        otherAnswer: 'Spring Modulith',
        contactYou: true,
      },
    });
    await user.click(within(done).getByRole('button', { name: 'Back to Learning' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('accept survey comments instead of a rating, with text made only of spaces trimmed away', async () => {
    const { user, sent } = start();
    await user.click(within(await sendComments(user, 'Good')).getByRole('button', { name: 'Sure!' }));
    const survey = await screen.findByRole('dialog', { name: 'Help us improve' });
    const comments = within(survey).getByRole('textbox', { name: /Comments/ });
    await user.type(comments, '   ');
    await user.tab();
    expect(comments).toHaveValue('');
    await user.click(within(survey).getByRole('button', { name: 'Submit' }));
    expect(within(survey).getByText(MESSAGES.ratingRequired)).toBeVisible();

    await user.type(comments, 'More labs please');
    await user.click(within(survey).getByRole('checkbox', { name: 'Spring Security' }));
    await user.click(within(survey).getByRole('checkbox', { name: 'Beginner' }));
    await user.click(within(survey).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(posted(sent)[1]).toMatchObject({
      rating: null,
      moreCommentsVal: 'More labs please',
      feedback: { levels: ['beginner'], customQuestionAnswers: ['spring-security'] },
    });
  });
});
