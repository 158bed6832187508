import { describe, expect, it } from 'vitest';
import { TOOLBAR_DEFAULTS, ToolbarDeployRequest } from '../deploy-toolbar.ts';
import { type ToolbarLaunch, toolbarDeployRequest } from './toolbar-request.ts';

const launch = (overrides: Partial<ToolbarLaunch> = {}): ToolbarLaunch => ({
  selection: 'Frog King',
  post: {
    id: 'x:1790000000000000000',
    authorHandle: 'elonmusk',
    text: 'All hail the Frog King <b>now</b>',
    url: 'https://x.com/elonmusk/status/1790000000000000000',
  },
  mode: 'pump',
  amount: 7,
  image: { type: 'ascii' },
  apiKey: `wk_${'a'.repeat(32)}`,
  sessionId: 'session-1',
  requestId: 'req-12345678',
  ...overrides,
});

describe('toolbarDeployRequest', () => {
  it('builds the DA §3 toolbar variant', () => {
    const request = ToolbarDeployRequest.parse(toolbarDeployRequest(launch()));
    expect(request).toEqual({
      mode: 'pump',
      name: 'Frog King',
      symbol: 'FROGKING',
      description: '.',
      amount: 7,
      priority_fee: 0.0035,
      tip: 0.0035,
      source_tweet_id: 'x:1790000000000000000',
      source_tweet_author: 'elonmusk',
      source_tweet_text: 'All hail the Frog King <b>now</b>',
      image_type: 'ascii',
      image_url: null,
      twitter: 'https://x.com/elonmusk/status/1790000000000000000',
      website: '',
      api_key: `wk_${'a'.repeat(32)}`,
      session_id: 'session-1',
      request_id: 'req-12345678',
    });
    expect(TOOLBAR_DEFAULTS).toMatchObject({ description: '.', priorityFee: 0.0035, tip: 0.0035 });
  });

  it.each([
    // the selection's spaces collapse; the name is cut to the mode's limit
    [{ selection: '  big\n\n dog  ' }, 'big dog', 'BIGDOG'],
    [{ selection: 'x'.repeat(40) }, 'x'.repeat(32), 'XXXXXXXXXX'],
    [{ selection: 'b'.repeat(40), mode: 'bnb' as const }, 'b'.repeat(20), 'BBBBBBBBBB'],
    // a colour word is the ticker (DA §5)
    [{ selection: 'the big red dog' }, 'the big red dog', 'RED'],
  ])('%o → %j / %j', (overrides, name, symbol) => {
    const request = toolbarDeployRequest(launch(overrides));
    expect(request.name).toBe(name);
    expect(request.symbol).toBe(symbol);
  });

  it('sends the post image as a link, or the drawn type', () => {
    const withImage = toolbarDeployRequest(
      launch({ image: { url: 'https://pbs.twimg.com/a.jpg' } }),
    );
    expect(withImage).toMatchObject({ image_type: null, image_url: 'https://pbs.twimg.com/a.jpg' });
    const letter = toolbarDeployRequest(launch({ image: { type: 'letter' } }));
    expect(letter).toMatchObject({ image_type: 'letter', image_url: null });
  });

  it('leaves twitter empty for a post without a link, and the request id out when none', () => {
    const request = toolbarDeployRequest(
      launch({ post: { id: 'demo-1', authorHandle: 'a', text: 't' }, requestId: undefined }),
    );
    expect(request.twitter).toBe('');
    expect('request_id' in request).toBe(false);
  });

  it.each([
    [{ priority_fee: 0.5 }, 'priority_fee', 'must be at most 0.1 SOL'],
    [{ name: 'x'.repeat(65) }, 'name', 'must be at most 64 characters'],
    [
      { image_url: 'javascript:alert(1)' },
      'image_url',
      'must be an http(s) image link or an image data URL',
    ],
    [{ api_key: 'nope' }, 'api_key', 'is not a wallet key'],
  ])('refuses %o', (overrides, field, message) => {
    const parsed = ToolbarDeployRequest.safeParse({
      ...toolbarDeployRequest(launch()),
      ...overrides,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
