import {
  type Post,
  PUSH_PAYLOAD_MAX,
  PushNotification,
  type WebhookEventType,
  type WebhookPayload,
} from '@launchdeck/protocol';
import { hostileUnicode, makePost } from '@launchdeck/protocol/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUSH_BODY_MAX, pushNotification } from './push-message.ts';

const SOL = 'So11111111111111111111111111111111111111112';
const FAMILY = '👨‍👩‍👧‍👦';

function payload(
  post: Partial<Post> = {},
  type: WebhookEventType = 'post.created',
): WebhookPayload {
  const full = makePost({
    id: 'post-1',
    author: { handle: 'elonmusk', name: 'Elon Musk' },
    text: 'Buy $DOGE now',
    platform: 'twitter',
    contract_addresses: [{ address: SOL, chain: 'solana' }],
    ...post,
  });
  return { type, timestamp: '2026-01-02T03:04:06.000Z', data: { seq: 42, post: full } };
}

describe('pushNotification', () => {
  it('says the change, the author and the address first', () => {
    const notification = pushNotification(payload(), 1_000);
    expect(notification).toEqual({
      title: 'New post on X · Elon Musk (@elonmusk)',
      body: `CA ${SOL}\nBuy $DOGE now`,
      tag: 'post:post-1',
      url: '/?post=post-1',
      postId: 'post-1',
      seq: 42,
      icon: '/icons/icon-192.png',
      at: 1_000,
    });
    expect(PushNotification.parse(notification)).toEqual(notification);
  });

  it('gives an edit the same tag, so it replaces the post’s notification', () => {
    const edited = pushNotification(payload({ text: 'Buy $DOGE later' }, 'post.updated'));
    expect(edited.title).toBe('Post edited on X · Elon Musk (@elonmusk)');
    expect(edited.tag).toBe('post:post-1');
  });

  it('puts the text alone when the post has no address, and says so when it has none', () => {
    expect(pushNotification(payload({ contract_addresses: [] })).body).toBe('Buy $DOGE now');
    expect(pushNotification(payload({ contract_addresses: [], text: ' ' })).body).toBe('No text');
  });

  it('folds the text’s line breaks and cuts it at a whole grapheme', () => {
    const text = `gm\n\n${FAMILY.repeat(300)}`;
    const { body } = pushNotification(payload({ text, contract_addresses: [] }));
    expect(body.startsWith('gm 👨')).toBe(true);
    expect(body.endsWith(`${FAMILY}…`)).toBe(true);
    expect([...new Intl.Segmenter().segment(body)].length).toBeLessThanOrEqual(PUSH_BODY_MAX);
  });

  it('encodes the post id in the card link', () => {
    expect(pushNotification(payload({ id: 'a/b?c' })).url).toBe('/?post=a%2Fb%3Fc');
  });

  it('fits any post, hostile Unicode included, in the push payload limit', () => {
    fc.assert(
      fc.property(hostileUnicode, hostileUnicode, (text, name) => {
        const notification = pushNotification(
          payload({ text: text.repeat(50), author: { handle: 'x', name: name.repeat(20) || 'n' } }),
        );
        expect(Buffer.byteLength(JSON.stringify(notification))).toBeLessThanOrEqual(
          PUSH_PAYLOAD_MAX,
        );
        expect(notification.body).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('an auto-launch’s push (launch.auto)', () => {
  it('says what was launched first and replaces no notification of the post', () => {
    const base = payload({}, 'launch.auto');
    const notification = pushNotification({
      ...base,
      data: {
        ...base.data,
        rule: { id: 'al_rule0001', name: 'Doge drops' },
        launch: {
          id: '7',
          mode: 'pump',
          name: 'Doge King',
          ticker: 'DOGEK',
          status: 'sent',
          addresses: [],
          simulated: false,
        },
      },
    });
    expect(notification.body.split('\n')[0]).toBe('Launched Doge King ($DOGEK)');
    expect(notification.tag).toBe('auto-launch:post-1');
    expect(notification.title).toContain('Auto-launch from a post on X');
  });
});
