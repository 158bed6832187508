import {
  AUTO_LAUNCH_MESSAGES,
  AutoLaunchRuleBody,
  type AutoLaunchRuleStored,
} from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { fireRequestId, launchOfPost } from './launch-of-post.ts';

const WALLET = 'wk_aaaaaaaaaaaaaaaaaaaaaaaa';
const ruleOf = (action: Record<string, unknown> = {}): AutoLaunchRuleStored => {
  const { code: _code, ...rule } = AutoLaunchRuleBody.parse({
    name: 'Frogs',
    trigger: { accounts: ['frogwatch'] },
    action: { mode: 'pump', wallet: WALLET, buyAmount: 0.25, ...action },
  });
  return rule;
};
const picture = 'https://pbs.example.com/media/frog.jpg';
const post = makePost({
  id: '1888',
  text: 'Introducing Frog King $FROGK https://frog.example',
  author: { handle: 'frogwatch', name: 'Frog Watch', avatar: 'https://pbs.example.com/a.jpg' },
  tweetUrl: 'https://x.com/frogwatch/status/1888',
  media: { images: [{ url: picture }] },
});

describe('launchOfPost', () => {
  it('fills the launch as a card’s Deploy does, with the rule’s platform, wallet and buy', () => {
    const launch = launchOfPost('al_rule00000001', ruleOf(), post);
    if ('refusal' in launch) throw new Error(launch.refusal);
    expect(launch.request).toMatchObject({
      mode: 'pump',
      ticker: 'FROGK',
      twitter: 'https://x.com/frogwatch/status/1888',
      website: 'https://frog.example',
      image_url: picture,
      image_type: null,
      buy_amount: 0.25,
      api_key: WALLET,
      request_id: fireRequestId('al_rule00000001', '1888'),
    });
    expect(launch.request.name).toMatch(/Frog King/);
    expect(launch.source).toEqual({ postId: '1888', author: 'frogwatch', text: post.text });
    expect(launch.trigger).toEqual({ kind: 'rule', ruleId: 'al_rule00000001', rule: 'Frogs' });
  });

  it('draws the image when the rule says so, or when the post has no picture', () => {
    const drawn = launchOfPost('al_rule00000001', ruleOf({ image: 'ascii' }), post);
    expect('request' in drawn && drawn.request).toMatchObject({
      image_type: 'ascii',
      image_url: null,
    });
    const bare = launchOfPost('al_rule00000001', ruleOf(), {
      ...post,
      media: undefined,
      author: { handle: 'frogwatch', name: 'x' },
    });
    expect('request' in bare && bare.request).toMatchObject({
      image_type: 'letter',
      image_url: null,
    });
  });

  it('shapes the name and ticker with a preset, as its hotkey would', () => {
    const preset = {
      id: '1',
      name: 'Coinify',
      keybind: { ctrl: true, shift: false, alt: false, key: 'Z' },
      prefix: 'The ',
      suffix: ' Coin',
      mode: 'default',
      tickerMode: 'custom',
      customTicker: 'KING',
      imageType: 'letter',
      customImage: '',
      translateToChinese: false,
    };
    const launch = launchOfPost('al_rule00000001', ruleOf({ preset }), post);
    if ('refusal' in launch) throw new Error(launch.refusal);
    expect(launch.request.name).toMatch(/^The .* Coin$/);
    expect(launch.request).toMatchObject({ ticker: 'KING', image_type: 'letter' });
  });

  it('refuses a post that gives no name', () => {
    expect(
      launchOfPost('al_rule00000001', ruleOf(), { ...post, text: '🐸🐸', media: undefined }),
    ).toEqual({
      refusal: AUTO_LAUNCH_MESSAGES.noName,
    });
  });

  it('gives one launch id per rule and post, the same on every node', () => {
    expect(fireRequestId('al_a', 'p1')).toBe(fireRequestId('al_a', 'p1'));
    expect(fireRequestId('al_a', 'p1')).not.toBe(fireRequestId('al_a', 'p2'));
    expect(fireRequestId('al_a', 'p1')).toMatch(/^al_[A-Za-z0-9_-]{40}$/);
  });
});
