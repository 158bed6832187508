/** Socket-level failures of a connection to the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** PostgreSQL SQLSTATEs of a server that is going away or not taking connections yet. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i];

/**
 * Whether an error (or any error it wraps) says the database cannot be reached right now, as
 * opposed to refusing the query: such a request is answered 503, to be tried again.
 */
export function isStorageUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    if (!(current instanceof Error)) return false;
    const e: Error = current;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code))) {
      return true;
    }
    if (typeof code === 'string' && code.startsWith('08')) return true; // connection exception
    if (MESSAGES.some((pattern) => pattern.test(e.message))) return true;
    current = e.cause;
  }
  return false;
}
