import { z } from 'zod';

/** Every failed HTTP call answers with this body: one human sentence, optional field detail. */
export const ErrorBody = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// Zod's own messages ("Invalid input: …", "Too big: …") and our fragments ("must be …") need the
// field's name to make sense on their own; our full sentences ("Username cannot be empty") do not.
const NEEDS_FIELD =
  /^(?:[a-z]|Invalid (?:input|option|string|element|key)|Too (?:big|small)|Unrecognized )/;

function sentence(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  if (!path || !NEEDS_FIELD.test(issue.message)) return issue.message;
  return /^[a-z]/.test(issue.message) ? `${path} ${issue.message}` : `${path}: ${issue.message}`;
}

/** Turns a failed parse into the ErrorBody the server sends: the first issue becomes the sentence. */
export function describeZodError(error: z.ZodError, fallback: string): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  // A wrong type at the root (an array or string where an object belongs) reads better as the fallback.
  const atRoot = first?.path.length === 0 && first.code === 'invalid_type';
  return { error: !first || atRoot ? fallback : sentence(first), fields };
}
