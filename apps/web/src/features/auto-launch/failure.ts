import { ApiError } from '../../lib/http.ts';
import { fieldOfKey, type RuleErrors } from './format.ts';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

/** A failed call's sentence: the server's own for a refusal or a lost connection, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.failure !== 'unreadable' ? error.message : fallback;
}

/**
 * A refused save in the server's words: a 401 (the two-factor code missing or wrong) under the
 * code field; a 400's field detail (ErrorBody `fields`) under the fields it names; anything else
 * (two-factor login off, too many rules, the administrator, a lost connection) under the form.
 */
export function refusalOf(
  error: unknown,
  fallback: string,
): { errors: RuleErrors; form: string | null } {
  const text = failureText(error, fallback);
  if (!(error instanceof ApiError) || error.failure !== 'refused')
    return { errors: {}, form: text };
  if (error.status === 401) return { errors: { code: text }, form: null };
  const errors: RuleErrors = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const field = fieldOfKey(key);
    if (field && errors[field] === undefined) errors[field] = T.fieldSentence(message);
  }
  return Object.keys(errors).length > 0 ? { errors, form: null } : { errors: {}, form: text };
}
