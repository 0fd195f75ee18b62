import { describe, expect, it } from 'vitest';
import type { Entitlement } from './content/front-matter';
import { isLocked, unlockRequirement } from './gating';

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
    [['pro'], visitor, true, 'auth'],
    [['pro'], member, true, 'pro'],
    [['pro'], pro, false, null],
    [['auth', 'pro'], visitor, true, 'auth'],
    [['auth', 'pro'], member, true, 'pro'],
    [['auth', 'pro'], pro, false, null],
  ])('%j for %o: locked %s, unlocked by %s', (view, viewer, locked, requirement) => {
    expect(isLocked(view, viewer)).toBe(locked);
    expect(unlockRequirement(view, viewer)).toBe(requirement);
  });
});
