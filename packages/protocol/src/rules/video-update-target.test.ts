import { describe, expect, it } from 'vitest';
import type { Platform } from '../post.ts';
import { type VideoUpdateRef, videoUpdateTarget } from './video-update-target.ts';

type Candidate = {
  id: string;
  platform: Platform;
  author: { handle: string };
  isDeleted?: boolean;
};

const post = (id: string, platform: Platform, handle: string, isDeleted?: boolean): Candidate => ({
  id,
  platform,
  author: { handle },
  ...(isDeleted === undefined ? {} : { isDeleted }),
});

// Newest first.
const FEED: Candidate[] = [
  post('x-sienna', 'twitter', 'sienna'),
  post('gone-sienna', 'instagram', 'sienna', true),
  post('maya-1', 'instagram', 'Maya'),
  post('sienna-2', 'instagram', 'Sienna'),
  post('rally', 'truthsocial', 'realDonald'),
  post('sienna-1', 'instagram', 'sienna'),
  post('rally-0', 'truthsocial', 'realDonald'),
];

const INSTA = 'INSTAGRAM_VIDEO_UPDATE';
const TRUTH = 'TRUTHSOCIAL_VIDEO_UPDATE';

describe('videoUpdateTarget', () => {
  it.each<[string, VideoUpdateRef, string | undefined]>([
    [
      'by author: the latest of the site, not deleted',
      { kind: INSTA, handle: 'sienna' },
      'sienna-2',
    ],
    ["by author, whatever its case and '@'s", { kind: INSTA, handle: '@@SIENNA' }, 'sienna-2'],
    ['by an author with no post of the site', { kind: TRUTH, handle: 'sienna' }, undefined],
    ['no author: the latest of the site', { kind: INSTA }, 'maya-1'],
    ["an author of only '@': the latest of the site", { kind: INSTA, handle: '@' }, 'maya-1'],
    ['political site: its latest', { kind: TRUTH }, 'rally'],
    ['by id, passing newer matches', { kind: TRUTH, id: 'rally-0' }, 'rally-0'],
    ['by id, the author ignored', { kind: INSTA, id: 'sienna-1', handle: 'maya' }, 'sienna-1'],
    ['by id of another site', { kind: INSTA, id: 'rally' }, undefined],
    ['by id of a deleted post', { kind: INSTA, id: 'gone-sienna' }, undefined],
    ['by an id not in the feed', { kind: INSTA, id: 'nope' }, undefined],
  ])('%s', (_what, update, expected) => {
    expect(videoUpdateTarget(FEED, update)?.id).toBe(expected);
  });

  it('finds nothing in an empty feed', () => {
    expect(videoUpdateTarget([], { kind: INSTA })).toBeUndefined();
  });

  describe('looks no further than the 15 newest', () => {
    const fillers = (count: number) =>
      Array.from({ length: count }, (_, i) => post(`filler${i}`, 'twitter', 'someone'));
    const target = post('target', 'instagram', 'sienna');

    it.each<[string, Candidate[], string | undefined]>([
      ['the 15th newest', [...fillers(14), target], 'target'],
      ['the 16th newest', [...fillers(15), target], undefined],
    ])('%s, by id and by author', (_what, feed, expected) => {
      expect(videoUpdateTarget(feed, { kind: INSTA, id: 'target' })?.id).toBe(expected);
      expect(videoUpdateTarget(feed, { kind: INSTA, handle: 'sienna' })?.id).toBe(expected);
    });

    it('or the lookback it is given', () => {
      expect(videoUpdateTarget([...fillers(2), target], { kind: INSTA }, 2)).toBeUndefined();
      expect(videoUpdateTarget([...fillers(2), target], { kind: INSTA }, 3)?.id).toBe('target');
    });
  });
});
