import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import TopicRequestForm from './topic-request-form';

const THANKS = 'Thank you: your request is with the team.';

describe('the topic request form', () => {
  it('starts from the search that found nothing and sends it with the details', async () => {
    const seen = fakeApi({ 'POST /api/topic-requests': () => ({ data: { id: '2f1c7a0e-9a8b-4c3d-8e7f-1a2b3c4d5e6f', message: THANKS } }) });
    renderWithApp(<TopicRequestForm initialTopic="underwater basket weaving" />);
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('underwater basket weaving');
    await userEvent.type(screen.getByLabelText(/What would you like to learn/), 'With kubectl examples');
    await userEvent.click(screen.getByRole('button', { name: 'Request this topic' }));
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(screen.queryByRole('form', { name: 'Request a topic' })).not.toBeInTheDocument();
    expect(seen.map((request) => request.body)).toEqual([{ topic: 'underwater basket weaving', details: 'With kubectl examples' }]);
  });

  it('says what is wrong next to the field and sends nothing', async () => {
    const seen = fakeApi({});
    renderWithApp(<TopicRequestForm initialTopic="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Request this topic' }));
    const topic = screen.getByRole('textbox', { name: 'Topic' });
    await waitFor(() => expect(topic).toHaveAccessibleDescription('Topic is a required field'));
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(topic, 'k');
    await userEvent.tab();
    await waitFor(() => expect(topic).toHaveAccessibleDescription('Topic must be at least 2 characters'));
    expect(screen.getByLabelText(/What would you like to learn/)).not.toBeRequired();
    expect(seen).toEqual([]);
  });
});
