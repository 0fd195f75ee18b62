import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '@academy/shared';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from '../components/favorite-button';
import type { IdentityConfig } from '../lib/auth/authorize-params';
import { startSession } from '../lib/auth/session';
import { TOKENS_KEY } from '../lib/auth/token-storage';
import { AppProviders, createQueryClient } from './app';

/** A course card's favourite toggle, fed by a query whose answer depends on who asks. */
function CourseFavourite() {
  const { data } = useQuery({
    queryKey: ['courses', 'list'],
    queryFn: async () => ((await (await fetch('/api/courses/list')).json()) as { saved: boolean }).saved,
  });
  return <FavoriteButton id="5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a02" likeableType="course" isFavorite={data ?? false} title="Pods" />;
}

describe('after the viewer changes (a server-rendered page hydrating for a signed-in learner)', () => {
  it("keeps the favourite toggle waiting until the learner's own answers replace the visitor's", async () => {
    const answers: ((saved: boolean) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push((saved) => resolve(Response.json({ saved }))))),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(['courses', 'list'], false);
    render(
      <AppProviders config={{} as RuntimeConfig} queryClient={queryClient}>
        <CourseFavourite />
      </AppProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Favourite: Pods' })).toBeNull();

    const payload = btoa(JSON.stringify({ sub: 'learner' })).replace(/=+$/, '');
    localStorage.setItem(TOKENS_KEY, JSON.stringify({ accessToken: `e30.${payload}.x`, idToken: null, expiresAt: Date.now() + 3_600_000 }));
    act(() => startSession({} as IdentityConfig));
    const toggle = screen.getByRole('button', { name: 'Favourite: Pods' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Every state the toggle is drawn in from here on: none may be enabled over the visitor's answer.
    const drawn: string[] = [];
    const record = () => drawn.push(`${toggle.hasAttribute('disabled') ? 'waiting' : 'enabled'} ${toggle.getAttribute('aria-pressed')}`);
    new MutationObserver(record).observe(toggle, { attributes: true, attributeFilter: ['disabled', 'aria-pressed'] });
    await act(async () => answers.at(-1)!(true));
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(drawn).not.toContain('enabled false');
  });
});
