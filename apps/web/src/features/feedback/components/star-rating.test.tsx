import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

function Rated({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarRating value={value} onChange={setValue} onBlur={() => {}} />;
}

const status = () => screen.getByTestId('rating-status');
const star = (name: string) => screen.getByRole('radio', { name });

describe('star rating', () => {
  it('is a group of five labelled radio buttons with nothing chosen', () => {
    render(<Rated />);
    expect(screen.getByRole('group', { name: /How would you rate your experience/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    expect(status()).toHaveTextContent('No rating yet');
  });

  it('previews the stars under the mouse and forgets the preview when the mouse leaves', async () => {
    const user = userEvent.setup();
    render(<Rated />);
    await user.hover(star('4 stars').closest('label')!);
    expect(status()).toHaveTextContent('4 of 5');
    await user.unhover(star('4 stars').closest('label')!.parentElement!);
    expect(status()).toHaveTextContent('No rating yet');
    expect(star('4 stars')).not.toBeChecked();
  });

  it('sets the rating with a click, keeps it after the preview, and moves it with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Rated />);
    await user.click(star('2 stars').closest('label')!);
    expect(star('2 stars')).toBeChecked();
    await user.hover(star('5 stars').closest('label')!);
    expect(status()).toHaveTextContent('5 of 5');
    await user.unhover(star('5 stars').closest('label')!.parentElement!);
    expect(status()).toHaveTextContent('2 of 5');
    await user.keyboard('{ArrowRight}');
    expect(star('3 stars')).toBeChecked();
    expect(status()).toHaveTextContent('3 of 5');
  });

  it('shows its error next to the group and names it in the description', () => {
    render(
      <StarRating value={0} onChange={() => {}} onBlur={() => {}} error="The rating field is required when comments is not present" />,
    );
    const group = screen.getByRole('group', { name: /How would you rate/ });
    expect(group).toHaveAccessibleDescription(/No rating yet.*The rating field is required when comments is not present/);
  });
});
