import { z } from 'zod';

/** FC §2 test-post panel: one button per kind, in this order. */
export const TEST_POST_KINDS = [
  'tweet',
  'profile_update',
  'following_update',
  'retweet',
  'quote',
] as const;
export const TestPostKind = z.enum(TEST_POST_KINDS, {
  // A fragment: the error sentence puts the field's name in front ('kind must be one of …').
  error: `must be one of ${TEST_POST_KINDS.join(', ')}`,
});
export type TestPostKind = z.infer<typeof TestPostKind>;

/** The panel's button labels (FC §2: test post, profile update, following update, repost, quote). */
export const TEST_POST_LABELS: Record<TestPostKind, string> = {
  tweet: 'Test Post',
  profile_update: 'Profile Update',
  following_update: 'Following Update',
  retweet: 'Repost',
  quote: 'Quote',
};

/** POST /api/admin/test-post (ours): a realistic post of that kind through ingest. */
export const TestPostRequestBody = z.object({ kind: TestPostKind });
export type TestPostRequestBody = z.infer<typeof TestPostRequestBody>;

export const TestPostResponseBody = z.object({ message: z.string(), id: z.string() });
export type TestPostResponseBody = z.infer<typeof TestPostResponseBody>;
