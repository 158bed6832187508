import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { nestsTooDeep } from './rules/nesting-depth.ts';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from './rules/storable-text.ts';

/**
 * A parse that also refuses text storage cannot hold, naming its field. Everything a browser, a
 * webhook or a source sends goes through here (HTTP bodies, socket events, ingest items), so no
 * schema can forget the rule.
 */
export function refuseUnstorableText<T>(result: z.ZodSafeParseResult<T>): z.ZodSafeParseResult<T> {
  if (!result.success) return result;
  const path = unstorableTextPath(result.data);
  return path ? refusal(path, UNSTORABLE_TEXT_MESSAGE) : result;
}

/** A failed parse with one issue of ours at `path`. */
function refusal<T>(path: (string | number)[], message: string): z.ZodSafeParseResult<T> {
  // The type parameter only shapes error.format(); the issues are the same for any T.
  const error = new z.ZodError([
    { code: 'custom', path, message, input: undefined },
  ]) as z.ZodError<T>;
  return { success: false, error };
}

/**
 * `schema.safeParse(value)` plus the nesting and storable-text rules: the one parse for incoming
 * payloads. Nesting is measured first, so neither the schema nor the text walk meets a value
 * deep enough to overflow the stack.
 */
export function parseIncoming<S extends z.ZodType>(
  schema: S,
  value: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  if (nestsTooDeep(value)) return refusal([], MESSAGES.nestedTooDeep);
  return refuseUnstorableText(schema.safeParse(value));
}
