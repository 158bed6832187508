import {
  cashtagTicker,
  classifyPost,
  DEPLOY_LIMITS,
  DeployMode,
  generateTicker,
  type ImageChoicePost,
  isBagsClaimerHandle,
  POST_LIMITS,
  type Post,
  PostKind,
  tokenizeText,
  URL_PATTERN,
} from '@launchdeck/protocol';
import { z } from 'zod';
import { PrefillImage } from './prefill-image.ts';
import { tokenNameFromText } from './token-name.ts';

/** DA §5: the Bags quick-select shows at most 4 handles. */
export const QUICK_SELECT_MAX = 4;

/**
 * FC §3 Prefilled deploy data, the form's starting values. Also what travels to the pop-out panel
 * over the BroadcastChannel, so it is schema-checked on arrival.
 */
export const DeployPrefill = z.object({
  tokenName: z.string().max(200),
  ticker: z.string().max(64),
  twitter: z.string().max(DEPLOY_LIMITS.urlMax),
  website: z.string().max(DEPLOY_LIMITS.urlMax),
  imageUrl: z.string().max(DEPLOY_LIMITS.imageUrlMax).nullable(),
  allImages: z.array(z.string().max(DEPLOY_LIMITS.imageUrlMax)).max(20),
  /** The post's author, for the whitelists (DA §4). */
  authorHandle: z.string().max(64).optional(),
  /** Issue 50: the platform the post's addresses point to (bnb when its only ones are BNB). */
  mode: DeployMode.optional(),
  /** Ours: the post the form is filled from, sent with the launch so My Launches lists it. */
  source: z
    .object({
      id: z.string().max(POST_LIMITS.idMax),
      author: z.string().max(POST_LIMITS.handleMax),
      text: z.string().max(POST_LIMITS.textMax),
    })
    .optional(),
  /** DA §5: the Bags fee claimer quick-select, at most 4 handles found in the post. */
  handles: z.array(z.string().max(64)).max(QUICK_SELECT_MAX).optional(),
  /** DA §2 Image Settings: the image the form starts with; the first image when absent. */
  image: PrefillImage.optional(),
});
export type DeployPrefill = z.infer<typeof DeployPrefill>;

const RT_PREFIX = /^RT @[^\s:]+:\s*/;
/** Trailing characters a link in running text picks up: "(see https://x.io)." */
const LINK_TAIL = /[).,!?;:'"\]]+$/;

/** What the card shows as the post's text and media: a repost shows the original (FC §2). */
function shownContent(post: Post) {
  const kind = classifyPost(post);
  const reposted = kind === PostKind.repost || kind === PostKind.retweetedQuote;
  if (!reposted) return { text: post.text, media: post.media, author: post.author };
  return {
    text: post.originalTweetText ?? post.retweetComment ?? post.text.replace(RT_PREFIX, ''),
    media: post.originalMedia ?? post.media,
    author: post.retweetedUser ?? post.originalAuthor ?? post.author,
  };
}

function firstLink(text: string): string | undefined {
  const match = text.match(URL_PATTERN)?.[0];
  return match?.replace(LINK_TAIL, '');
}

/** A link too long to send (DA §3 fields are bounded) is left out rather than refused later. */
const fits = (url: string) => (url.length <= DEPLOY_LIMITS.urlMax ? url : '');

/** The post on its platform (DA §3 tweetUrl, truthSocialUrl, instagramUrl). */
function postLink(post: Post): string {
  return post.tweetUrl ?? post.truthSocialUrl ?? post.instagramUrl ?? '';
}

/**
 * DA §5 Bags quick-select: the post's author (and the reposted author), then the @mentions of the
 * text shown, each once (case-insensitively), at most 4; only handles Bags can look up.
 */
export function handlesInPost(post: Post): string[] {
  const shown = shownContent(post);
  const mentions = tokenizeText(shown.text, { memeWords: [] }).flatMap((token) =>
    token.kind === 'mention' ? [token.handle] : [],
  );
  const seen = new Set<string>();
  const handles: string[] = [];
  for (const handle of [post.author.handle, shown.author.handle, ...mentions]) {
    const key = handle.toLowerCase();
    if (seen.has(key) || !isBagsClaimerHandle(handle)) continue;
    seen.add(key);
    handles.push(handle);
  }
  return handles.slice(0, QUICK_SELECT_MAX);
}

/**
 * The post's own images, as the card shows them (the original's for a repost), then the quoted or
 * retweeted post's: the "image in post" of the selection toolbar and the presets (DA §3).
 */
export function postImageUrls(post: Post): string[] {
  const shown = shownContent(post);
  const referenced = post.quotedTweet ?? post.retweetedQuote;
  return [
    ...(shown.media?.images ?? []).map((image) => image.url),
    ...(referenced?.media?.images ?? []).map((image) => image.url),
  ];
}

/**
 * What the image settings look at in a post (DA §2): its author, whether it is a profile or
 * following update, and whether it shows media of its own (else its only image is the author's
 * picture).
 */
export function imageFactsOf(post: Post): ImageChoicePost {
  return {
    authorHandle: post.author.handle,
    ...(post.isProfileUpdate ? { isProfileUpdate: true } : {}),
    ...(post.isFollowingUpdate ? { isFollowingUpdate: true } : {}),
    hasMedia: postImageUrls(post).length > 0,
  };
}

/**
 * Issue 50: the platform a post's contract addresses point to: bnb when it names addresses and
 * every one is a BNB (0x…) one, else null (a Solana address, both chains, or none: the whitelists
 * and the default platform decide).
 */
export function postAddressMode(post: Pick<Post, 'contract_addresses'>): DeployMode | null {
  const addresses = post.contract_addresses ?? [];
  if (addresses.length === 0) return null;
  return addresses.every((found) => found.chain === 'bnb') ? 'bnb' : null;
}

/**
 * DA §4 prefill from a post: the name from the text (`tokenNameFromText`; the quoted post's text
 * when the post's own has none), the ticker the post names ($FROG) or else one from the name
 * (DA §5), twitter = the post's link,
 * website = the first link in the text or the link card's, images = the media shown (the
 * original's for a repost), then the quoted or retweeted post's, then the shown author's avatar;
 * each once, first selected; `mode` bnb when the post's only addresses are BNB ones.
 */
export function prefillFromPost(post: Post, nameMax: number): DeployPrefill {
  const shown = shownContent(post);
  const referenced = post.quotedTweet ?? post.retweetedQuote;
  const tokenName =
    tokenNameFromText(shown.text, nameMax) || tokenNameFromText(referenced?.text ?? '', nameMax);
  const website = firstLink(shown.text) ?? post.card?.url ?? post.website_url ?? '';
  const candidates = [...postImageUrls(post), shown.author.avatar];
  const allImages = [...new Set(candidates)].filter(
    (url): url is string => typeof url === 'string' && url.length <= DEPLOY_LIMITS.imageUrlMax,
  );
  return {
    tokenName,
    // The post's own $TICKER when it names one, else the DA §5 rule on the name.
    ticker: cashtagTicker(shown.text) ?? (tokenName ? generateTicker(tokenName) : ''),
    twitter: fits(postLink(post)),
    website: fits(website),
    imageUrl: allImages[0] ?? null,
    allImages,
    authorHandle: post.author.handle,
    ...(postAddressMode(post) ? { mode: 'bnb' as const } : {}),
    source: { id: post.id, author: post.author.handle, text: post.text },
    handles: handlesInPost(post),
  };
}
