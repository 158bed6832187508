import type { CreateTokenRequest } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { formLaunchExtras } from './toolbar-request.ts';

const request: CreateTokenRequest = {
  type: 'create_token',
  mode: 'pump',
  name: 'Frog King',
  ticker: 'FROG',
  website: '',
  twitter: '',
  image_type: 'letter',
  image_url: null,
  buy_amount: 0.1,
  api_key: 'wk_solana_handle_0123456789abcdef',
  session_id: 'sess-alice',
  axiom: false,
};

describe('formLaunchExtras', () => {
  it('takes the post a form launch names as its source', () => {
    const named = {
      ...request,
      source_tweet_id: 'post-frog',
      source_tweet_author: 'degenkaito',
      source_tweet_text: 'The Frog King',
    };
    expect(formLaunchExtras(named)).toEqual({
      source: { postId: 'post-frog', author: 'degenkaito', text: 'The Frog King' },
    });
  });

  it('adds nothing for a form typed by hand', () => {
    expect(formLaunchExtras(request)).toEqual({});
  });
});
