import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy screens and dialogs load through dynamic imports: on a 2-core CI machine that also runs the
// browser journeys (decision 071) that can take several seconds, far more than Testing Library's
// default second, which would fail a test for the machine, not the code.
configure({ asyncUtilTimeout: 15_000 });

// The files of a worker share one jsdom and the packages' modules (isolate: false, a third of the
// time); the app's own modules are evaluated afresh for each file, so the session, the toasts and
// the other stores kept in module variables start empty, as they would in a page just opened.
vi.resetModules();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});
