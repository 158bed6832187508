import type {
  CardUpdateItem,
  DeletionItem,
  IngestItem,
  LinkCard,
  PostInput,
  ReferencedPost,
  VideoUpdateItem,
} from '@launchdeck/protocol';
import {
  authorOf,
  DEMO_ACCOUNTS,
  type DemoAccountKey,
  type DemoBystanderKey,
  type DemoPlatform,
} from '../accounts.ts';

/**
 * A scene is a short story told by one or more items: an opening post, then follow-ups (an edit,
 * a late card, a deletion) at fixed delays. Ids in a scene are local names ('post', 'fixed');
 * the replay swaps them for fresh ids each time the scene plays, so follow-ups always hit the
 * post of their own playback.
 */
export type SceneStep = { afterMs: number; items: IngestItem[] };
export type Scene = { name: string; steps: [SceneStep, ...SceneStep[]] };

/** The local id of a scene's opening post. */
export const OPENING = 'post';

export function scene(name: string, opening: PostInput, ...followUps: SceneStep[]): Scene {
  return { name, steps: [{ afterMs: 0, items: [opening] }, ...followUps] };
}

export const later = (afterMs: number, ...items: IngestItem[]): SceneStep => ({ afterMs, items });

type PostFieldsWithoutAuthor = Omit<PostInput, 'author' | 'id'> & { id?: string };

const PLATFORM_FIELDS: Record<DemoPlatform, Partial<PostInput>> = {
  twitter: { platform: 'twitter' },
  truthsocial: { platform: 'truthsocial', isTruthSocial: true },
  instagram: { platform: 'instagram', isInstagram: true },
  bluesky: { platform: 'bluesky' },
  external: { platform: 'external', isExternal: true },
  site: { platform: 'site' },
};

/** A post by a demo account; the platform and its flag follow from the account. */
export function post(by: DemoAccountKey, fields: PostFieldsWithoutAuthor): PostInput {
  const platform = PLATFORM_FIELDS[DEMO_ACCOUNTS[by].platform];
  return { id: OPENING, author: authorOf(by), ...platform, ...fields };
}

/** A post being referred to (replied to, quoted, reposted, pinned): never one of the feed's. */
export function ref(
  by: DemoAccountKey | DemoBystanderKey,
  id: string,
  text: string,
  extra: Partial<ReferencedPost> = {},
): ReferencedPost {
  const { handle, name, avatar } = authorOf(by);
  return { id, handle, name, avatar, text, ...extra };
}

/** The same post sent again with changes: ingest turns it into a tweet_update. */
export const edited = (original: PostInput, changes: Partial<PostInput>): PostInput => ({
  ...original,
  ...changes,
});

export const deletion = (id = OPENING): DeletionItem => ({ type: 'deleted_tweet', id });

export const cardUpdate = (card: LinkCard, id = OPENING): CardUpdateItem => ({
  type: 'external_message',
  kind: 'CARD_UPDATE',
  id,
  card,
});

export const videoUpdate = (
  kind: VideoUpdateItem['kind'],
  videoUrl: string,
  handle: string,
  id = OPENING,
): VideoUpdateItem => ({ type: 'external_message', kind, videoUrl, id, handle });

/** Placeholder images that resolve in a browser; the seed keeps each one stable. */
export const image = (seed: string, width = 800, height = 600) => ({
  url: `https://picsum.photos/seed/ld-${seed}/${width}/${height}`,
});
export const images = (...seeds: string[]) => seeds.map((seed) => image(seed));

/** Public sample clips; the product tolerates any of them going away. */
export const VIDEOS = {
  bunny: 'https://test-videos.co.uk/vids/bigbuckbunny/mp4/h264/360/Big_Buck_Bunny_360_10s_1MB.mp4',
  jellyfish: 'https://test-videos.co.uk/vids/jellyfish/mp4/h264/360/Jellyfish_360_10s_1MB.mp4',
  sintel: 'https://test-videos.co.uk/vids/sintel/mp4/h264/360/Sintel_360_10s_1MB.mp4',
} as const;

export const video = (url: string, thumbSeed: string) => ({
  url,
  thumbnail: image(thumbSeed, 640, 360).url,
});

/** Link targets: example.com resolves everywhere and belongs to nobody's project. */
export const link = (path: string) => `https://example.com/${path}`;

/** Fictional contract addresses in the real formats (FC §5: base58 32–44, 0x + 40 hex). */
export const CA = {
  goblin: '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump',
  frogWrong: 'E3GxvvWLJaMgx3Fym3iEMbJGLMo6H4SoFEZrXcjvpump',
  frog: '2gnVH2PVbCXLwTqecu7bAjANA8AmCCTwfkP2Mcwepump',
  hat: '6v6bF6xhXFYczsS1Vwfpskk9AwQz5gF5qdrQpDDMpump',
  duck: 'AUEJ4uFhKG56yUjEHv4PoE4kZqK6QMDai6ANMLfYpump',
  vector: 'RawohJDdZQJzQkQWzifVpgDAcVSnA12eEAE7zuSL9hB',
  marrow: '0x3c8af5a290e87ad72274ed77e89eaf92149451f2',
  fortune: '0x183375d7c0bf0961d94d96dfb139897a1a0dfa5f',
  ape: '0xb9e6ffee987a01f818774dd8c12b439c18b56d99',
} as const;
