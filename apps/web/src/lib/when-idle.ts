/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at most `timeoutMs` later), or
 * after a short timeout where the browser has no idle callbacks. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 50);
  return () => window.clearTimeout(handle);
}
