/** A line longer than this is not a tweet; the stream is read as broken and reopened. */
export const MAX_LINE_CHARS = 4_000_000;

/**
 * Splits a byte stream into lines ("\r\n" on X, "\n" tolerated). Keep-alive blank lines come out
 * as empty strings, so the caller can count them as a sign of life.
 */
export class LineSplitter {
  private readonly decoder = new TextDecoder();
  private buffer = '';

  push(chunk: Uint8Array): string[] {
    this.buffer += this.decoder.decode(chunk, { stream: true });
    const parts = this.buffer.split('\n');
    this.buffer = parts.pop() ?? '';
    if (this.buffer.length > MAX_LINE_CHARS) {
      throw new Error(`stream line over ${MAX_LINE_CHARS} characters`);
    }
    return parts.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  }
}
