/**
 * Waits, when needed, until at least `marginMs` are left in the current fixed rate-limit window, so
 * the burst of calls a test makes is counted in one window rather than split across two.
 */
export async function awayFromWindowEdge(windowSeconds: number, marginMs = 10_000): Promise<void> {
  const windowMs = windowSeconds * 1_000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
