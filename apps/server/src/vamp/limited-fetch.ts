/** Why a bounded read stopped: the limit passed, or the time ran out. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes} bytes`);
  }
}

/** The body as text, refused as soon as it passes `maxBytes` (a Content-Length may be absent or wrong). */
export async function readTextCapped(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLarge(maxBytes);
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => {});
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Where a failed fetch stopped, in a few words: a timeout, or the network's error code. */
export function whyUnreachable(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `no answer within ${timeoutMs / 1000} s`;
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}
