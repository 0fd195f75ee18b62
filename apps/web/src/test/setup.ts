import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy screens and dialogs load through dynamic imports: on a 2-core CI machine that also runs the
// browser journeys (decision 071) that can take several seconds, far more than Testing Library's
// default second, which would fail a test for the machine, not the code.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});
