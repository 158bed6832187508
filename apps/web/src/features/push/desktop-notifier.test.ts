import type { AlertRuleStored, Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import { rule } from '../../../test/features/alerts/fake-alerts-server.ts';
import { fakeBrowserPush } from '../../../test/features/push/fake-browser-push.ts';
import { makeTrackerSettings } from '../../../test/features/settings/support.tsx';
import { createFeedController } from '../feed/index.ts';
import { createSessionController } from '../session/index.ts';
import {
  RULES_FRESH_MS,
  showPostNotification,
  startDesktopNotifications,
} from './desktop-notifier.ts';
import type { PostNotification } from './post-notification.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Toly's posts with an address, to the trader's only channel. */
const TOLY_WITH_ADDRESS: AlertRuleStored = rule({ accounts: ['toly'], hasAddress: true });
const CA = { address: 'So11111111111111111111111111111111111111112', chain: 'solana' as const };

/**
 * A signed-in feed on a fake socket with the notifier started before the login (as at start-up),
 * in a window `hidden` or not, the switch and the permission as given.
 */
function setup(
  options: {
    hidden?: boolean;
    enabled?: boolean;
    permission?: NotificationPermission;
    rules?: AlertRuleStored[];
    memeWords?: string[];
  } = {},
) {
  const sockets = fakeSocketFactory();
  const session = createSessionController({
    createSocket: sockets.create,
    endSession: async () => ({ success: true }),
  });
  const feed = createFeedController({ session, settings: makeTrackerSettings() });
  let hidden = options.hidden ?? true;
  let clock = 1_000_000;
  const shown: PostNotification[] = [];
  const rules = vi.fn(async (_sessionId: string) => options.rules ?? [TOLY_WITH_ADDRESS]);
  const target = new EventTarget() as unknown as Document;
  stops.push(
    feed.dispose,
    startDesktopNotifications({
      feed,
      session,
      rules,
      memeWords: () => options.memeWords ?? [],
      openPost: vi.fn(),
      enabled: () => options.enabled ?? true,
      hidden: () => hidden,
      permission: () => options.permission ?? 'granted',
      show: (notification) => shown.push(notification),
      now: () => clock,
      target,
    }),
  );
  session.logIn({ sessionId: 'sess-1', username: 'alice', isAdmin: false });
  const socket = sockets.latest();
  socket.receive('connect');
  return {
    socket,
    shown,
    rules,
    setHidden: (value: boolean) => {
      hidden = value;
      target.dispatchEvent(new Event('visibilitychange'));
    },
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

const tolyPost = (fields: Partial<Post> = {}) =>
  makePost({ author: { handle: 'toly', name: 'Toly' }, contract_addresses: [CA], ...fields });

/** Lets the rules' promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('desktop notifications while Launchdeck is in the background', () => {
  it('shows a hidden tab’s live post that matches a rule, worded as its push', async () => {
    const kit = setup();
    kit.socket.receive('tweet', tolyPost({ id: 'x:1', seq: 5, text: 'gm' }));
    await settle();
    expect(kit.rules).toHaveBeenCalledWith('sess-1');
    expect(kit.shown).toEqual([
      {
        title: 'New post on X · Toly (@toly)',
        body: `CA ${CA.address}\ngm`,
        tag: 'post:x:1',
        url: '/?post=x%3A1',
        postId: 'x:1',
      },
    ]);
  });

  it('shows nothing for a post no rule matches', async () => {
    const kit = setup();
    kit.socket.receive('tweet', tolyPost({ id: 'x:2', seq: 5, contract_addresses: [] }));
    kit.socket.receive('tweet', makePost({ id: 'x:3', seq: 6, contract_addresses: [CA] }));
    await settle();
    expect(kit.shown).toEqual([]);
  });

  it('shows nothing while the tab is visible', async () => {
    const kit = setup({ hidden: false });
    kit.socket.receive('tweet', tolyPost({ id: 'x:4', seq: 5 }));
    await settle();
    expect(kit.shown).toEqual([]);
    expect(kit.rules).not.toHaveBeenCalled();
  });

  it('shows nothing with the switch off, or without permission', async () => {
    const off = setup({ enabled: false });
    off.socket.receive('tweet', tolyPost({ id: 'x:5', seq: 5 }));
    const denied = setup({ permission: 'denied' });
    denied.socket.receive('tweet', tolyPost({ id: 'x:6', seq: 5 }));
    await settle();
    expect([...off.shown, ...denied.shown]).toEqual([]);
  });

  it('shows nothing for the initial posts, nor for those replayed after a reconnect', async () => {
    const kit = setup();
    kit.socket.receive('initialTweets', [tolyPost({ id: 'x:7', seq: 3 })]);
    kit.socket.receive('feed_replay', { throughSeq: 9 });
    kit.socket.receive('tweet', tolyPost({ id: 'x:8', seq: 8 }));
    kit.socket.receive('tweet', tolyPost({ id: 'x:9', seq: 9 }));
    await settle();
    expect(kit.shown).toEqual([]);
    kit.socket.receive('tweet', tolyPost({ id: 'x:10', seq: 10 }));
    await settle();
    expect(kit.shown.map((n) => n.postId)).toEqual(['x:10']);
  });

  it('counts the trader’s meme words for a rule that asks for them', async () => {
    const memeRule = rule({ accounts: [], hasAddress: false, keywords: [], memeWords: true });
    const kit = setup({ rules: [memeRule], memeWords: ['pepe'] });
    kit.socket.receive('tweet', makePost({ id: 'x:11', seq: 5, text: 'buy $PEPE now' }));
    kit.socket.receive('tweet', makePost({ id: 'x:12', seq: 6, text: 'nothing here' }));
    await settle();
    expect(kit.shown.map((n) => n.postId)).toEqual(['x:11']);
  });

  it('skips a disabled rule', async () => {
    const kit = setup({ rules: [{ ...TOLY_WITH_ADDRESS, enabled: false }] });
    kit.socket.receive('tweet', tolyPost({ id: 'x:13', seq: 5 }));
    await settle();
    expect(kit.shown).toEqual([]);
  });

  it('reads the rules once a minute, and again each time the tab is hidden', async () => {
    const kit = setup();
    kit.socket.receive('tweet', tolyPost({ id: 'x:14', seq: 5 }));
    kit.socket.receive('tweet', tolyPost({ id: 'x:15', seq: 6 }));
    await settle();
    expect(kit.rules).toHaveBeenCalledTimes(1);
    expect(kit.shown).toHaveLength(2);
    kit.tick(RULES_FRESH_MS);
    kit.socket.receive('tweet', tolyPost({ id: 'x:16', seq: 7 }));
    await settle();
    expect(kit.rules).toHaveBeenCalledTimes(2);
    kit.setHidden(false);
    kit.setHidden(true);
    await settle();
    expect(kit.rules).toHaveBeenCalledTimes(3);
  });
});

describe('showing a post’s notification', () => {
  const notification: PostNotification = {
    title: 'New post on X · Toly (@toly)',
    body: 'gm',
    tag: 'post:x:1',
    url: '/?post=x%3A1',
    postId: 'x:1',
  };

  it('goes through the service worker when one is registered, tagged by the post', async () => {
    const push = fakeBrowserPush({ permission: 'granted' });
    await push.container.register('/sw.js', { scope: '/' });
    await showPostNotification(notification, vi.fn());
    expect(push.state.shown).toEqual([
      {
        title: 'New post on X · Toly (@toly)',
        options: {
          body: 'gm',
          tag: 'post:x:1',
          icon: '/icons/icon-192.png',
          data: { url: '/?post=x%3A1', postId: 'x:1' },
        },
      },
    ]);
    expect(push.state.pageNotifications).toEqual([]);
  });

  it('else as the page’s own, whose click focuses the window and opens the card', async () => {
    const push = fakeBrowserPush({ permission: 'granted' });
    const open = vi.fn();
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    await showPostNotification(notification, open);
    const [shown] = push.state.pageNotifications;
    expect(shown?.title).toBe('New post on X · Toly (@toly)');
    expect(shown?.options?.tag).toBe('post:x:1');
    shown?.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(shown?.closed).toBe(true);
    expect(open).toHaveBeenCalledWith('x:1');
  });
});
