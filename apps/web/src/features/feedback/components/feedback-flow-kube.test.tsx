// @vitest-environment-options {"url": "http://kube.localhost/"}
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import FeedbackFlow from './feedback-flow';
import { KUBE_QUESTIONS } from './survey-fixtures';

describe('the survey on kube', () => {
  it('asks no portal question and sends the levels alone', async () => {
    const sent = fakeApi({
      'POST /api/feedback': () => ({ data: { success: true, data: 'saved' } }),
      'GET /api/feedback/questions': () => ({ data: KUBE_QUESTIONS }),
    });
    const user = userEvent.setup();
    renderWithApp(<FeedbackFlow onClose={() => {}} />, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Give Feedback' });
    await user.type(within(dialog).getByLabelText(/Comments/), 'Nice');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Thank you for your feedback!' })).getByRole('button', { name: 'Sure!' }),
    );

    const survey = await screen.findByRole('dialog', { name: 'Help us improve' });
    expect(within(survey).queryByText(/Which (Spring|Tanzu)/)).toBeNull();
    expect(within(survey).queryByRole('textbox', { name: 'Other' })).toBeNull();
    await user.click(within(survey).getByRole('button', { name: 'Submit' }));
    expect(within(survey).getByText('The levels field is required')).toBeVisible();
    expect(within(survey).queryByText('The custom question answers field is required')).toBeNull();

    await user.click(within(survey).getByRole('radio', { name: '5 stars' }));
    await user.click(within(survey).getByRole('checkbox', { name: 'Beginner' }));
    await user.click(within(survey).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    const body = sent.filter((request) => request.method === 'POST')[1].body;
    expect(body).toMatchObject({
      tenantId: 'kube',
      rating: 5,
      schema: 'tenant-survey-v1',
      feedback: { levels: ['beginner'], contactYou: false },
    });
    expect((body as { feedback: object }).feedback).not.toHaveProperty('customQuestion');
  });
});
