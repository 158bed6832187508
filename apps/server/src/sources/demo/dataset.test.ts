import {
  Author,
  detectContractAddresses,
  HTML_MARKUP,
  type IngestItem,
  IngestItem as IngestItemSchema,
  isTranslatable,
  PostFields,
  type PostInput,
  parseIngestItem,
} from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { DEMO_WATCHED_ACCOUNTS } from './accounts.ts';
import { DEMO_SCENES, type Scene } from './dataset.ts';
import { materializeItems, newPlayback } from './materialize.ts';

/** Each scene's steps as the replay would send them. */
function played(scene: Scene): IngestItem[][] {
  let n = 0;
  const playback = newPlayback(scene, () => `played-${++n}`);
  return scene.steps.map((step) => materializeItems(step.items, playback, '2026-11-23T12:00:00Z'));
}
const isPost = (item: IngestItem): item is PostInput => 'author' in item;
const allItems = DEMO_SCENES.flatMap((scene) => played(scene).flat());
const allPosts = allItems.filter(isPost);

/** What a scene shows, in words the coverage list below uses. */
function featuresOf(scene: Scene): Set<string> {
  const features = new Set<string>();
  const sent = new Set<string>();
  for (const item of played(scene).flat()) {
    if (!isPost(item)) {
      features.add('kind' in item ? `kind:${item.kind}` : 'deletion');
      continue;
    }
    if (sent.has(item.id)) features.add('edit');
    sent.add(item.id);
    for (const [key, value] of Object.entries(item)) {
      if (value !== undefined && value !== false) features.add(`field:${key}`);
    }
    if (item.type) features.add(`type:${item.type}`);
    if (item.platform) features.add(`platform:${item.platform}`);
    if (item.truthSocialPostType) features.add(`truthSocialPostType:${item.truthSocialPostType}`);
    features.add(`images:${item.media?.images?.length ?? 0}`);
    if (item.media?.videos?.some((v) => v.thumbnail)) features.add('video with thumbnail');
    if (item.media?.thumbnails?.length) features.add('media thumbnails');
    if (item.quotedTweet?.quotedTweet) features.add('quote of a quote');
    if (item.twitter_data?.time_fun_url) features.add('time_fun_url');
    for (const change of item.profileChanges ?? []) features.add(`profileChange:${change.field}`);
  }
  return features;
}

/** Post fields a source does not send: ingest sets them, or they belong to the site's chat. */
const LEFT_TO_THE_SERVER = new Set([
  'created_at', // we send createdAt
  'tweetUrl', // fictional accounts have no real post to link to
  'isDeleted', // set by ingest when a deletion arrives
  'contract_addresses', // ingest detects them from the text
  'imageAddresses', // read from the post's pictures after it is sent; ingest drops a source's
  'addressMarkets', // looked up after the post is sent (market-data/); ingest drops a source's
  'isSiteMessage', // site chat, not a source
  'isPrivateGroup',
  'privateGroupName',
  'requester',
  'receivedAt', // stamped by a connector or by ingest
]);

const REQUIRED = [
  ...Object.keys(PostFields.shape)
    .filter((key) => !LEFT_TO_THE_SERVER.has(key))
    .map((key) => `field:${key}`),
  ...['external_message', 'EXTERNAL', 'TIME_MARKET', 'profile_update', 'pinned_update'].map(
    (type) => `type:${type}`,
  ),
  'type:following_update',
  ...['twitter', 'truthsocial', 'instagram', 'bluesky', 'external'].map((p) => `platform:${p}`),
  ...[0, 1, 2, 3, 4].map((count) => `images:${count}`),
  ...['Name', 'Bio', 'Location', 'Avatar', 'Banner', 'Website'].map((f) => `profileChange:${f}`),
  'truthSocialPostType:QUOTE',
  'truthSocialPostType:RETWEET',
  'video with thumbnail',
  'media thumbnails',
  'quote of a quote',
  'time_fun_url',
  'kind:INSTAGRAM_VIDEO_UPDATE',
  'kind:TRUTHSOCIAL_VIDEO_UPDATE',
  'kind:CARD_UPDATE',
  'deletion',
  'edit',
];

describe('demo data set', () => {
  it.each(DEMO_SCENES.map((scene) => [scene.name, scene] as const))(
    'scene "%s" parses item by item as ingest parses it',
    (_name, scene) => {
      for (const item of played(scene).flat()) {
        const parsed = parseIngestItem(item);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(() => IngestItemSchema.parse(item)).not.toThrow();
      }
    },
  );

  it('covers every post kind, flag and field a source sends (FC §3)', () => {
    const present = new Set(DEMO_SCENES.flatMap((scene) => [...featuresOf(scene)]));
    expect(REQUIRED.filter((feature) => !present.has(feature))).toEqual([]);
  });

  it('gives scenes unique names, and opens each with exactly one post', () => {
    expect(new Set(DEMO_SCENES.map((s) => s.name)).size).toBe(DEMO_SCENES.length);
    for (const scene of DEMO_SCENES) {
      const [opening, ...followUps] = scene.steps;
      expect(opening.afterMs).toBe(0);
      expect(opening.items.filter(isPost)).toHaveLength(1);
      expect(opening.items).toHaveLength(1);
      for (const step of followUps) expect(step.afterMs).toBeGreaterThan(0);
    }
  });

  it('aims every follow-up at a post sent earlier in its own scene', () => {
    for (const scene of DEMO_SCENES) {
      const sent = new Map<string, PostInput>();
      for (const step of played(scene)) {
        for (const item of step) {
          if (isPost(item)) {
            sent.set(item.id, item);
            continue;
          }
          const target = item.id === undefined ? undefined : sent.get(item.id);
          expect(target, `${scene.name}: ${JSON.stringify(item)}`).toBeDefined();
          if ('kind' in item && item.kind === 'CARD_UPDATE') expect(target?.card).toBeUndefined();
          if ('kind' in item && item.kind !== 'CARD_UPDATE') {
            const platform = item.kind === 'INSTAGRAM_VIDEO_UPDATE' ? 'instagram' : 'truthsocial';
            expect(target?.platform).toBe(platform);
            expect(item.handle).toBe(target?.author.handle);
          }
        }
      }
    }
  });

  it('holds Solana and BNB contract addresses, each as the detector reads them', () => {
    const blocks = allPosts.flatMap((p) => [
      p.text ?? '',
      p.quotedTweet?.text ?? '',
      p.retweetedQuote?.text ?? '',
    ]);
    const chains = new Set(
      blocks.flatMap((text) => detectContractAddresses(text).map((a) => a.chain)),
    );
    expect([...chains].sort()).toEqual(['bnb', 'solana']);
    for (const { contractAddress } of allPosts.filter((p) => p.contractAddress)) {
      expect(detectContractAddresses(contractAddress ?? '')).toHaveLength(1);
    }
  });

  it.each([
    ['Chinese', /\p{Script=Han}/gu],
    ['Korean', /\p{Script=Hangul}/gu],
    ['Russian', /\p{Script=Cyrillic}/gu],
    ['Arabic', /\p{Script=Arabic}/gu],
  ])('has translatable %s posts', (_language, script) => {
    const count = (text = '') => text.match(script)?.length ?? 0;
    expect(allPosts.some((p) => isTranslatable(p) && count(p.text) >= 3)).toBe(true);
  });

  it('speaks crypto: $TICKERs and every default meme word', () => {
    const text = allPosts.map((p) => p.text ?? '').join('\n');
    expect(text).toMatch(/\$[A-Za-z]{2,}/);
    for (const word of ['coin', 'token', 'launch', 'deploy', 'meme']) {
      expect(text.toLowerCase()).toContain(word);
    }
  });

  it('has posts that read as markup to a person yet pass the plain-text rule', () => {
    const reveal = (text: string) =>
      text
        .normalize('NFKC')
        .replace(/\u200b/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
    const hostile = allPosts.filter(
      (p) => !HTML_MARKUP.test(p.text ?? '') && HTML_MARKUP.test(reveal(p.text ?? '')),
    );
    expect(hostile.length).toBeGreaterThanOrEqual(3);
    expect(hostile.map((p) => reveal(p.text ?? '')).join(' ')).toMatch(/<script>|onerror=/);
  });

  it('watches 12 to 16 fictional accounts on every platform, and only they post', () => {
    expect(DEMO_WATCHED_ACCOUNTS.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_WATCHED_ACCOUNTS.length).toBeLessThanOrEqual(16);
    const handles = new Set(DEMO_WATCHED_ACCOUNTS.map((a) => a.handle));
    expect(handles.size).toBe(DEMO_WATCHED_ACCOUNTS.length);
    for (const account of DEMO_WATCHED_ACCOUNTS) expect(() => Author.parse(account)).not.toThrow();
    expect(new Set(DEMO_WATCHED_ACCOUNTS.map((a) => a.platform))).toEqual(
      new Set(['twitter', 'truthsocial', 'instagram', 'bluesky', 'external']),
    );
    for (const post of allPosts) expect(handles).toContain(post.author.handle);
  });
});
