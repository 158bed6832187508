import type { z } from 'zod';

/**
 * Wraps a socket listener so its payload is parsed with the protocol schema first; a malformed
 * payload is logged and dropped, never half-applied.
 */
export function parsed<T>(
  event: string,
  schema: z.ZodType<T>,
  handle: (payload: T) => void,
): (payload: unknown) => void {
  return (payload) => {
    const result = schema.safeParse(payload);
    if (result.success) handle(result.data);
    else console.warn(`Ignored a malformed ${event}`, result.error);
  };
}
