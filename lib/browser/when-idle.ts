/**
 * Runs `run` when the main thread is next idle, or after `timeout` ms at the latest. Where the
 * browser has no idle callbacks (Safari), in a task of its own `fallbackDelay` ms later. Each call
 * waits for its own idle period, so work queued one call at a time yields to the page in between.
 */
export function whenIdle(run: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout });
  else setTimeout(run, fallbackDelay);
}
