/**
 * An account handle as a platform writes it, without the '@'s in front and the spaces around it;
 * its case is kept, for showing and for the platform's own checks.
 */
export function bareHandle(value: string): string {
  return value.trim().replace(/^@+/, '');
}

/** Handles are compared (and blocked handles stored) without leading '@'s, spaces and case. */
export function normalizeHandle(value: string): string {
  return bareHandle(value).toLowerCase();
}
