/**
 * The end of the event loop's current round. Node reads every socket that is ready in one round
 * (the poll phase) and runs `setImmediate` callbacks right after it (the check phase), so work
 * queued here runs once this round's requests have all been read: together, in the order it was
 * queued, with one `setImmediate` per round however many callers (decision 033).
 */
let queued: (() => void)[] = [];

function runQueued() {
  const due = queued;
  queued = [];
  for (const work of due) work();
}

/** Runs `work` at the end of this round. It must not throw: a throw would skip the work queued after it. */
export function atRoundEnd(work: () => void): void {
  if (queued.length === 0) setImmediate(runQueued);
  queued.push(work);
}

/** Resolves at the end of this round; the awaiting code then runs with the rest of the round's. */
export const roundEnd = (): Promise<void> => new Promise((resolve) => atRoundEnd(resolve));
