import { createHash } from 'node:crypto';

/**
 * The row's handle in the admin's list: neither the secret a browser holds nor the digest it is
 * stored under (which names its realtime room), so the list gives nothing to log in or listen with.
 */
export function sessionHandle(idHash: string): string {
  return createHash('sha256').update(`admin-handle:${idHash}`).digest('hex').slice(0, 16);
}
