import { z } from 'zod';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from './rules/storable-text.ts';

/**
 * A parse that also refuses text storage cannot hold, naming its field. Everything a browser, a
 * webhook or a source sends goes through here (HTTP bodies, socket events, ingest items), so no
 * schema can forget the rule.
 */
export function refuseUnstorableText<T>(result: z.ZodSafeParseResult<T>): z.ZodSafeParseResult<T> {
  if (!result.success) return result;
  const path = unstorableTextPath(result.data);
  if (!path) return result;
  // The type parameter only shapes error.format(); the issues are the same for any T.
  const error = new z.ZodError([
    { code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE, input: undefined },
  ]) as z.ZodError<T>;
  return { success: false, error };
}

/** `schema.safeParse(value)` plus the storable-text rule: the one parse for incoming payloads. */
export function parseIncoming<S extends z.ZodType>(
  schema: S,
  value: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  return refuseUnstorableText(schema.safeParse(value));
}
