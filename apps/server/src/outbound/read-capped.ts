/** Most of an answer's body read: the alert services' JSON answers are a few hundred bytes. */
export const ANSWER_MAX_BYTES = 64 * 1024;

/**
 * A response body as UTF-8 text, at most `maxBytes` of it (the rest is cancelled, the connection
 * then closed rather than kept). Reading a small body to its end lets a kept-alive connection
 * carry the next request.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes = ANSWER_MAX_BYTES,
): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= maxBytes) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}
