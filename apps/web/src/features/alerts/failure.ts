import { ApiError } from '../../lib/http.ts';

/** A failed call's sentence: the server's own for a refusal or a lost connection, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.failure !== 'unreadable' ? error.message : fallback;
}

/** Does the server's refusal name this body field (ErrorBody `fields`)? */
export function refusesField(error: unknown, field: string): boolean {
  return error instanceof ApiError && field in error.fields;
}
