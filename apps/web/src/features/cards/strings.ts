import type { ImageAddressSource } from '@launchdeck/protocol';

/** User-visible strings of the cards, written once and shared by the components and tests. */
export const CARD_TEXT = {
  // FC §5: invalid or missing dates, unknown authors.
  invalidDate: 'Invalid Date',
  unknownName: 'Unknown',
  unknownHandle: 'unknown',
  deleted: 'Deleted',
  /** On the trading link of an address from a deleted post. */
  fromDeletedPost: 'deleted post',
  copied: 'Copied!',
  reposted: 'reposted',
  replyingTo: 'Replying to',
  linkLoading: 'Loading link preview…',
  searchImage: 'Search image on Google',
  openImage: 'Open image',
  playVideo: 'Play video',
  hideAccount: 'Hide account',
} as const;

/** The copy button's accessible name: tests and the lead's e2e find it by this. */
export const copyLabel = (address: string) => `Copy ${address}`;

/** The trading link's accessible name. */
export const tradeLabel = (address: string, platform: string) => `Open ${address} on ${platform}`;

/** The trading link's tooltip; an address from a deleted post says so. */
export const tradeTitle = (platform: string, fromDeletedPost: boolean) =>
  fromDeletedPost
    ? `Open on ${platform}: this address is from a deleted post`
    : `Open on ${platform}`;

/** Hide account's tooltip: what it does, and where it is undone. */
export const hideAccountTitle = (handle: string) =>
  `Filter out every post of @${handle} (undo on the Filters tab)`;

/** Issue 31: addresses read from a post's pictures. */
export const IMAGE_ADDRESS_TEXT = {
  /** The mark on every chip of an address read from a picture. */
  fromImage: 'from image',
  unverified: 'unverified',
  /** An unverified image address: no source vouches for it, so the trader compares by eye. */
  checkBeforeTrading: 'read from image, check before trading',
  cropAlt: 'The part of the picture the address was read from',
  cropFailed: 'The picture could not be loaded',
  list: 'Addresses read from images',
  /** Issue 48: a vouched look-alike of the address as read, shown, never verified. */
  didYouMean: 'did you mean',
  didYouMeanNote:
    'The picture shows a different character from this address. Compare the picture before trading.',
} as const;

/** Why a look-alike of an unverified image address is offered as "did you mean" (issue 48). */
export const DID_YOU_MEAN_TEXT: Record<ImageAddressSource, string> = {
  text: 'an address already posted',
  launch: 'a token launched here',
  asset: 'a known token',
  chain: 'an account the chain knows',
  checksum: 'a spelling whose checksum matches',
};

/** The 'from image' mark's tooltip on a verified address: what vouches for it. */
export const VERIFIED_BY_TEXT: Record<ImageAddressSource, string> = {
  text: 'Read from image; matches an address already posted',
  launch: 'Read from image; matches a token launched here',
  asset: 'Read from image; matches a known token',
  chain: 'Read from image; the chain knows this account',
  checksum: 'Read from image; its checksum matches',
};
