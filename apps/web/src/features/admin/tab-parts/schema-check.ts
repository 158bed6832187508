import type { z } from 'zod';

/**
 * Runs a protocol request schema in the page, so the admin reads the server's own DA §5 sentence
 * before anything is sent: the parsed body, or its first problem.
 */
export function checkBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { value: z.output<S> } | { error: string } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { value: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Invalid input' };
}

/** The check for a one-field body whose field `key` is what the admin typed: that field, parsed. */
export function checkField<K extends string>(
  schema: z.ZodType<Record<K, string>>,
  key: K,
): (text: string) => { value: string } | { error: string } {
  return (text) => {
    const checked = checkBody(schema, { [key]: text });
    return 'error' in checked ? checked : { value: checked.value[key] };
  };
}
