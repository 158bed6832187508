import { describe, expect, it } from 'vitest';
import { makeLaunch } from '../../../test/features/launches/support.tsx';
import { prefillOf } from './launch-again.ts';

describe('prefillOf', () => {
  it('fills the form as the launch was sent, with its post and author (the whitelists)', () => {
    expect(prefillOf(makeLaunch())).toEqual({
      tokenName: 'Frog King',
      ticker: 'FROG',
      twitter: 'https://x.com/degenkaito/status/1',
      website: 'https://frog.example',
      imageUrl: 'https://img.example/frog.png',
      allImages: ['https://img.example/frog.png'],
      authorHandle: 'degenkaito',
      source: {
        id: 'post-frog',
        author: 'degenkaito',
        text: 'The Frog King has arrived $FROG',
      },
    });
  });

  it('leaves out what the launch did not have', () => {
    const typed = makeLaunch({
      sourcePost: undefined,
      image: undefined,
      website: undefined,
      twitter: undefined,
    });
    expect(prefillOf(typed)).toEqual({
      tokenName: 'Frog King',
      ticker: 'FROG',
      twitter: '',
      website: '',
      imageUrl: null,
      allImages: [],
    });
  });
});
