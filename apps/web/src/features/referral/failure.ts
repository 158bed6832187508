import { ApiError } from '../../lib/http.ts';

/**
 * DA §8: the server's own error text when it refused, else the fixed sentence. A call that never
 * reached the server is logged as well (the console is where DA §8 sends network errors).
 */
export function referralFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.failure === 'refused') return error.message;
  console.warn(`${fallback}:`, error);
  return fallback;
}
