import { randomInt } from 'node:crypto';
import type { PostInput, TestPostKind } from '@launchdeck/protocol';
import { avatarUrl } from './demo/accounts.ts';
import { image } from './demo/dataset/build.ts';
import { mapStreamMessage } from './x/index.ts';
import type { XStreamMessage, XTweet, XUser } from './x/payload.ts';

/** Who test posts are by: an account of ours, named as a test, so no real person is quoted. */
export const TEST_POST_AUTHOR = { handle: 'launchdeck', name: 'Launchdeck Test' } as const;
/** The account the test follows, reposts and quotes. */
const TEST_FRIEND = { handle: 'launchdeck_qa', name: 'Launchdeck QA (test)' } as const;

/** A fictional Solana mint (FC §5: base58, 44 characters) and ticker, to show CA detection. */
export const TEST_POST_CA = 'Bmo72gQJQLCa6fdEFyN5eVka1GfkoXrkzm7oaZKLpump';
export const TEST_POST_TICKER = '$LDTEST';

const caLine = `${TEST_POST_TICKER} CA: ${TEST_POST_CA}`;

const xUser = (account: { handle: string; name: string }, id: string): XUser => ({
  id,
  username: account.handle,
  name: account.name,
  profile_image_url: avatarUrl(account.handle),
});
const AUTHOR_USER = xUser(TEST_POST_AUTHOR, '1');
const FRIEND_USER = xUser(TEST_FRIEND, '2');

// X snowflakes: milliseconds since X's epoch, a worker and a sequence. A random worker per
// process keeps two nodes' test posts apart; the sequence keeps one node's apart.
const X_EPOCH = 1_288_834_974_657n;
const worker = BigInt(randomInt(1024));
let sequence = 0;
function snowflake(now: Date): string {
  sequence = (sequence + 1) % 4096;
  const ms = BigInt(now.getTime()) - X_EPOCH;
  return ((ms << 22n) | (worker << 12n) | BigInt(sequence)).toString();
}

/** A stream line as X sends it: the tweet, its author and the tweets it refers to. */
function fromX(tweet: XTweet, referenced: XTweet[] = []): PostInput {
  const message: XStreamMessage = {
    data: tweet,
    includes: { users: [AUTHOR_USER, FRIEND_USER], tweets: referenced },
  };
  const [post] = mapStreamMessage(message).posts;
  if (!post) throw new Error('the X mapping made no post of a test tweet');
  return post;
}

function tweetOf(author: XUser, text: string, now: Date): XTweet {
  return { id: snowflake(now), text, author_id: author.id, created_at: now.toISOString() };
}

/** The friend's tweet that a repost or a quote refers to. */
const friendTweet = (now: Date) =>
  tweetOf(FRIEND_USER, `Launchdeck QA test launch: ${caLine}`, now);

const BUILDERS: Record<TestPostKind, (now: Date) => PostInput> = {
  tweet: (now) =>
    fromX(tweetOf(AUTHOR_USER, `Launchdeck test post from the admin panel. ${caLine}`, now)),
  retweet: (now) => {
    const original = friendTweet(now);
    const repost = tweetOf(AUTHOR_USER, `RT @${TEST_FRIEND.handle}: ${original.text}`, now);
    return fromX({ ...repost, referenced_tweets: [{ type: 'retweeted', id: original.id }] }, [
      original,
    ]);
  },
  quote: (now) => {
    const original = friendTweet(now);
    const quote = tweetOf(AUTHOR_USER, 'Launchdeck test quote: checking this one', now);
    return fromX({ ...quote, referenced_tweets: [{ type: 'quoted', id: original.id }] }, [
      original,
    ]);
  },
  // Account events do not come from X's stream; these have the fields the demo's scenes send.
  profile_update: (now) => {
    const before = 'Launchdeck test account.';
    const after = `Launchdeck test profile update. ${caLine}`;
    return {
      id: `x:${snowflake(now)}`,
      platform: 'twitter',
      type: 'profile_update',
      isProfileUpdate: true,
      createdAt: now.toISOString(),
      author: { ...TEST_POST_AUTHOR, avatar: avatarUrl(TEST_POST_AUTHOR.handle) },
      updatedUser: {
        ...TEST_POST_AUTHOR,
        avatar: image('launchdeck-test-new-pfp', 400, 400).url,
        description: after,
      },
      beforeProfile: { description: before, avatar: avatarUrl(TEST_POST_AUTHOR.handle) },
      beforeData: { profile: { description: before } },
      afterData: { profile: { description: after } },
      profileChanges: [
        { field: 'Bio', before, after },
        {
          field: 'Avatar',
          before: avatarUrl(TEST_POST_AUTHOR.handle),
          after: image('launchdeck-test-new-pfp', 400, 400).url,
        },
      ],
    };
  },
  following_update: (now) => ({
    id: `x:${snowflake(now)}`,
    platform: 'twitter',
    type: 'following_update',
    isFollowingUpdate: true,
    createdAt: now.toISOString(),
    author: { ...TEST_POST_AUTHOR, avatar: avatarUrl(TEST_POST_AUTHOR.handle) },
    followingUser: {
      ...TEST_FRIEND,
      avatar: avatarUrl(TEST_FRIEND.handle),
      description: `Launchdeck test follow. ${caLine}`,
      metrics: { followers: 1_204, following: 3, tweets: 42 },
    },
  }),
};

/**
 * FC §2 test-post panel: a realistic post of each kind, as a source hands it to ingest (posts
 * through the X connector's own mapping). Fresh ids each time, so pressing a button twice shows
 * two cards.
 */
export function buildTestPost(kind: TestPostKind, now: Date): PostInput {
  return { ...BUILDERS[kind](now), source: 'admin-test' };
}
