import type { z } from 'zod';
import { ApiError } from '../../lib/http.ts';
import { failureText } from './failure.ts';
import { ALERTS_TEXT as T } from './strings.ts';

/** Each field's sentence, for the fields at fault. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's values checked with the protocol's own schema before they are sent: the body as the
 * server will read it (trimmed), or each field's first problem as a sentence ("Must be a URL.").
 */
export function checkBody<S extends z.ZodType, F extends string>(
  schema: S,
  input: unknown,
  fields: readonly F[],
): { body: z.infer<S> } | { errors: FieldErrors<F> } {
  const result = schema.safeParse(input);
  if (result.success) return { body: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = T.fieldSentence(issue.message);
  }
  return { errors };
}

/**
 * A refused add in the server's words: under the field its refusal names (ErrorBody `fields`);
 * a 400 that names none under `unnamed` when the form has one field it can be about (a Discord
 * URL); else under the whole form (too many channels, a lost connection).
 */
export function refusalOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
  unnamed?: F,
): { field: F | null; text: string } {
  let field: F | null = null;
  if (error instanceof ApiError && error.failure === 'refused') {
    field = fields.find((name) => name in error.fields) ?? null;
    if (!field && error.status === 400 && Object.keys(error.fields).length === 0) {
      field = unnamed ?? null;
    }
  }
  return { field, text: failureText(error, fallback) };
}
