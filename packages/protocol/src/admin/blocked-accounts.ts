import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { POST_LIMITS } from '../post.ts';
import { normalizeHandle } from '../rules/handles.ts';

/**
 * A handle as the admin types it: '@' and spaces dropped, lowercased. Any platform's handle, so
 * only its length and a plain character set are checked.
 */
export const BlockedHandle = z
  .string({ error: MESSAGES.handleRequired })
  .transform(normalizeHandle)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.handleRequired)
      .max(POST_LIMITS.handleMax, `Handle must be at most ${POST_LIMITS.handleMax} characters`)
      .regex(/^[a-z0-9_.:-]+$/, MESSAGES.handleInvalid),
  );

/** POST /api/admin/blocked-accounts */
export const BlockAccountRequestBody = z.object({ handle: BlockedHandle });
export type BlockAccountRequestBody = z.infer<typeof BlockAccountRequestBody>;

/** GET /api/admin/blocked-accounts: handles, sorted, lowercase, without '@'. */
export const BlockedAccountsResponseBody = z.object({ blockedAccounts: z.array(z.string()) });
export type BlockedAccountsResponseBody = z.infer<typeof BlockedAccountsResponseBody>;
