import { ApiError } from '../../lib/http.ts';

/** A 401 or 403 on any admin call ends the admin's visit (DA §4). */
export const isAccessDenied = (error: unknown): boolean =>
  error instanceof ApiError && error.failure === 'refused' && [401, 403].includes(error.status);

/**
 * DA §8: the server's error text, else the fallback; a thrown error (the server never reached,
 * an unreadable answer) appends its message to the fallback.
 */
export function adminFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.failure === 'refused') return error.message || fallback;
  if (error instanceof Error && error.message) return `${fallback}: ${error.message}`;
  return fallback;
}
