/*
 * Issue 47: one canonical form for every credential a request carries, checked before any limit
 * or lookup. A credential that is not exactly its form (a padded, trimmed, re-cased or longer
 * copy) is refused, never taken for the same credential under another spelling, so no limit can
 * be given a fresh counter by padding a header.
 */

/** A session id as the server issues it: 32 random bytes in base64url, 43 characters. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` is exactly a session id's form (no spaces, nothing around it). */
export function isSessionIdForm(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/**
 * A bearer credential (RFC 6750 §2.1 `b64token`), at most 512 characters: the token of an
 * `Authorization: Bearer <token>` header, with exactly one space after the scheme.
 */
export const BEARER_HEADER_PATTERN = /^Bearer ([A-Za-z0-9._~+/-]{1,512}=*)$/;

/** The token of an `Authorization` header of exactly the bearer form, else undefined. */
export function bearerTokenOf(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  return BEARER_HEADER_PATTERN.exec(header)?.[1];
}
