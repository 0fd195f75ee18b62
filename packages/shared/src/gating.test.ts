import { describe, expect, it } from 'vitest';
import type { Entitlement } from './content/front-matter';
import { isLocked, unlockMessage, unlockRequirement } from './gating';

const visitor = { isLoggedIn: false, isPro: false };
const member = { isLoggedIn: true, isPro: false };
const pro = { isLoggedIn: true, isPro: true };

describe('content gating (spec section 6)', () => {
  it.each<[Entitlement[], typeof visitor, boolean, Entitlement | null]>([
    [[], visitor, false, null],
    [[], member, false, null],
    [['auth'], visitor, true, 'auth'],
    [['auth'], member, false, null],
    [['auth'], pro, false, null],
    [['pro'], visitor, true, 'pro'],
    [['pro'], member, true, 'pro'],
    [['pro'], pro, false, null],
    [['auth', 'pro'], visitor, true, 'pro'],
    [['auth', 'pro'], member, true, 'pro'],
    [['auth', 'pro'], pro, false, null],
  ])('%j for %o: locked %s, unlocked by %s', (view, viewer, locked, requirement) => {
    expect(isLocked(view, viewer)).toBe(locked);
    expect(unlockRequirement(view, viewer)).toBe(requirement);
  });
});

describe('lock messages (issue 17)', () => {
  it('tells a visitor on pro content that it needs a pro account, and a free learner to become pro', () => {
    expect(unlockMessage('pro', 'lesson', visitor)).toMatch(/needs a pro account/);
    expect(unlockMessage('pro', 'lesson', visitor)).not.toMatch(/An account is free/);
    expect(unlockMessage('pro', 'guide', member)).toBe('This guide is part of the pro plan. Become a pro learner to read it.');
    expect(unlockMessage('auth', 'lesson', visitor)).toBe('Sign in to read this lesson. An account is free.');
  });
});
