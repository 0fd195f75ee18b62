import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorScreen, errorScreenText } from './error-screen';

describe('error screen', () => {
  it('does not double the full stop of a message that has one', () => {
    expect(errorScreenText(new Error('The access token is not valid. Sign in again.'))).toBe(
      'Something went wrong: The access token is not valid. Sign in again. Please refresh or login to another window.',
    );
    expect(errorScreenText(new Error('boom'))).toBe('Something went wrong: boom. Please refresh or login to another window.');
  });

  it('offers a retry button', () => {
    render(<ErrorScreen error={new Error('boom')} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
