import { describe, expect, it } from 'vitest';
import { type AccountOverrideDraft, accountOverrideFrom } from './account-override.ts';

const draft = (over: Partial<AccountOverrideDraft> = {}): AccountOverrideDraft => ({
  username: 'FrogKing',
  imageType: 'ascii',
  customUrl: '',
  customFile: '',
  ...over,
});

describe('accountOverrideFrom (DA §5 account image override)', () => {
  it.each([
    ['', 'Please enter a username'],
    ['   ', 'Please enter a username'],
    [' @ ', 'Please enter a username'],
  ])('refuses the username %j with %j', (username, error) => {
    expect(accountOverrideFrom(draft({ username }))).toEqual({ error });
  });

  it.each([
    ['FrogKing', 'frogking'],
    ['  @ElonMusk ', 'elonmusk'],
  ])('stores %j as %j', (username, stored) => {
    expect(accountOverrideFrom(draft({ username }))).toMatchObject({ username: stored });
  });

  it.each(['use_image', 'ascii', 'letter'] as const)('keeps no image for %s', (imageType) => {
    const typed = draft({ imageType, customUrl: 'https://i.example/a.png', customFile: 'x' });
    expect(accountOverrideFrom(typed)).toEqual({
      username: 'frogking',
      setting: { imageType, customUrl: '', customFile: '' },
    });
  });

  it('needs a link or an uploaded file for custom', () => {
    expect(accountOverrideFrom(draft({ imageType: 'custom', customUrl: '  ' }))).toEqual({
      error: 'Choose an image file or enter an image link for a custom image',
    });
  });

  it.each(['ftp://i.example/a.png', 'javascript:alert(1)', 'i.example/a.png', 'https://a b'])(
    'refuses the link %j',
    (customUrl) => {
      expect(accountOverrideFrom(draft({ imageType: 'custom', customUrl }))).toEqual({
        error: 'Enter an image link starting with http:// or https://',
      });
    },
  );

  it('keeps a custom link (trimmed) and an uploaded file', () => {
    expect(
      accountOverrideFrom(draft({ imageType: 'custom', customUrl: ' https://i.example/a.png ' })),
    ).toEqual({
      username: 'frogking',
      setting: { imageType: 'custom', customUrl: 'https://i.example/a.png', customFile: '' },
    });
    const uploaded = 'https://launchdeck.example/api/token-images/u/abc.png';
    expect(accountOverrideFrom(draft({ imageType: 'custom', customFile: uploaded }))).toEqual({
      username: 'frogking',
      setting: { imageType: 'custom', customUrl: '', customFile: uploaded },
    });
  });
});
