/**
 * Polls `read` every 20 ms until it answers something other than undefined, and resolves with
 * that; rejects with "`what` did not happen" after `timeoutMs`.
 */
export async function until<T>(
  read: () => T | undefined,
  what: string,
  timeoutMs = 8_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
