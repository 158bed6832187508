import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKER_SETTINGS } from '../settings.ts';
import {
  type ImageChoicePost,
  imageChoiceForPost,
  normalizeImageAccount,
} from './image-settings.ts';

const defaults = DEFAULT_TRACKER_SETTINGS;
const post = (over: Partial<ImageChoicePost> = {}): ImageChoicePost => ({
  authorHandle: 'frogking',
  hasMedia: false,
  ...over,
});

describe('imageChoiceForPost (DA §2 Image Settings)', () => {
  it('uses the DA §9 defaults: profile ascii, media use_image', () => {
    expect(imageChoiceForPost(post(), defaults)).toEqual({ type: 'ascii' });
    expect(imageChoiceForPost(post({ hasMedia: true }), defaults)).toEqual({ type: 'use_image' });
  });

  it('keeps the new picture of a profile or following update while the switch is on', () => {
    for (const update of [{ isProfileUpdate: true }, { isFollowingUpdate: true }]) {
      expect(imageChoiceForPost(post(update), defaults)).toEqual({ type: 'use_image' });
      // … even for the account pre-configured to ASCII
      const elon = post({ ...update, authorHandle: 'elonmusk' });
      expect(imageChoiceForPost(elon, defaults)).toEqual({ type: 'use_image' });
    }
    const off = {
      ...defaults,
      defaultImageSettings: {
        ...defaults.defaultImageSettings,
        disableAsciiOnProfileUpdates: false,
      },
    };
    expect(imageChoiceForPost(post({ isProfileUpdate: true }), off)).toEqual({ type: 'ascii' });
  });

  it("applies the author's own override, by handle in any case, before the defaults", () => {
    const elon = post({ authorHandle: '@ElonMusk', hasMedia: true });
    expect(imageChoiceForPost(elon, defaults)).toEqual({ type: 'ascii' });
    const settings = {
      ...defaults,
      accountImageSettings: {
        frogking: {
          imageType: 'custom' as const,
          customUrl: 'https://i.example/frog.png',
          customFile: '',
        },
        toad: {
          imageType: 'custom' as const,
          customUrl: 'https://i.example/a.png',
          customFile: '/api/token-images/u/b.png',
        },
        empty: { imageType: 'custom' as const, customUrl: '', customFile: '' },
      },
    };
    expect(imageChoiceForPost(post(), settings)).toEqual({
      type: 'custom',
      url: 'https://i.example/frog.png',
    });
    // an uploaded file wins over a typed link
    expect(imageChoiceForPost(post({ authorHandle: 'toad' }), settings)).toEqual({
      type: 'custom',
      url: '/api/token-images/u/b.png',
    });
    // a custom override without an image falls back to the defaults
    expect(imageChoiceForPost(post({ authorHandle: 'empty', hasMedia: true }), settings)).toEqual({
      type: 'use_image',
    });
  });

  it('normalizes an override username: trimmed, no @, lowercase', () => {
    expect(normalizeImageAccount('  @ElonMusk ')).toBe('elonmusk');
    expect(normalizeImageAccount('  ')).toBe('');
  });
});
