import {
  DEPLOY_LIMITS,
  DeployMode,
  handlesInPost,
  type ImageChoicePost,
  launchFieldsOfPost,
  POST_LIMITS,
  type Post,
  postAddressMode,
  postImageUrls,
} from '@launchdeck/protocol';
import { z } from 'zod';
import { PrefillImage } from './prefill-image.ts';

/*
 * What a post fills the deploy form with. The rule itself (name, ticker, links, images, handles,
 * platform) is the protocol's (`rules/post-launch.ts`), shared with the server; the functions the
 * web's other modules import from here are re-exported.
 */
export { handlesInPost, postAddressMode, postImageUrls };

/** DA §5: the Bags quick-select shows at most 4 handles (as many as `handlesInPost` gives). */
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
 * DA §4 prefill from a post: the protocol's `launchFieldsOfPost` (the name from the text, or the
 * quoted post's; the post's $TICKER or one from the name; twitter = the post's link; website = the
 * first link in the text or the link card's; images = the media shown (the original's for a
 * repost), then the quoted or retweeted post's, then the shown author's avatar, each once, first
 * selected; the source post), plus the author for the whitelists, `mode` bnb when the post's only
 * addresses are BNB ones, and the DA §5 quick-select handles.
 */
export function prefillFromPost(post: Post, nameMax: number): DeployPrefill {
  const fields = launchFieldsOfPost(post, nameMax);
  return {
    tokenName: fields.name,
    ticker: fields.ticker,
    twitter: fields.twitter,
    website: fields.website,
    imageUrl: fields.images[0] ?? null,
    allImages: fields.images,
    authorHandle: post.author.handle,
    ...(postAddressMode(post) ? { mode: 'bnb' as const } : {}),
    source: fields.source,
    handles: handlesInPost(post),
  };
}
