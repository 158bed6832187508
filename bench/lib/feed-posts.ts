import type { PostInput } from '@launchdeck/protocol';

const HANDLES = ['benchtrader', 'solwhale', 'memelord', 'bnbscout', 'cto_alpha'] as const;
const SOL = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const BNB = '0x55d398326f99059fF775485246999027B3197955';

function images(seed: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    url: `https://picsum.photos/seed/bench${seed}-${i}/800/450`,
  }));
}

const ID_PREFIX = 'feedbench-';

/** The number `n` of the bench post with this id, or null for another post. */
export function feedBenchPostNumber(id: string): number | null {
  const match = id.startsWith(ID_PREFIX) ? /-(\d+)$/.exec(id) : null;
  return match ? Number(match[1]) : null;
}

/**
 * A burst that looks like a real feed: originals with addresses, tickers and meme words,
 * replies, quotes, reposts, 0–4 images, long and short texts, several accounts.
 */
export function feedBenchPost(n: number, now = new Date()): PostInput {
  const handle = HANDLES[n % HANDLES.length] ?? 'benchtrader';
  const author = {
    handle,
    name: `${handle} (bench)`,
    avatar: `https://picsum.photos/seed/${handle}/96/96`,
    verified: n % 3 === 0,
  };
  const base = {
    id: `${ID_PREFIX}${now.getTime()}-${n}`,
    createdAt: now.toISOString(),
    tweetUrl: `https://x.com/${handle}/status/${1_900_000_000_000 + n}`,
    author,
  };
  const text =
    n % 4 === 0
      ? `$LAUNCH is live, the meme coin of the week. CA: ${SOL} — BNB side: ${BNB} https://example.com/launch/${n}`
      : `gm, post ${n}: the chart is clean and the community is strong. ${'Long thread text. '.repeat(n % 7)}`;
  switch (n % 5) {
    case 1:
      return {
        ...base,
        text,
        isReply: true,
        replyTo: { id: `parent-${n}`, handle: 'solwhale', name: 'Sol Whale', text: 'wen token?' },
      };
    case 2:
      return {
        ...base,
        text,
        isQuote: true,
        quotedTweet: { id: `quoted-${n}`, handle: 'memelord', text: `deploying $MEME now ${SOL}` },
      };
    case 3:
      return { ...base, text, isRetweet: true, retweetedUser: { handle: 'cto_alpha' } };
    default:
      return { ...base, text, media: { images: images(n, n % 5 === 0 ? 1 + (n % 4) : 0) } };
  }
}
