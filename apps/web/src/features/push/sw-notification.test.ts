import type { PushNotification } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_NOTIFICATION,
  isOpenPostMessage,
  NOTIFICATION_ICON,
  notificationFromPush,
  notificationTarget,
  pickWindow,
} from './sw-notification.ts';

const ORIGIN = 'https://launchdeck.example';

const payload = (fields: Partial<PushNotification> = {}): PushNotification => ({
  title: 'New post on X · Toly (@aeyakovenko)',
  body: 'CA So11111111111111111111111111111111111111112\ngm',
  tag: 'post:x:1890',
  url: '/?post=x%3A1890',
  postId: 'x:1890',
  seq: 42,
  icon: '/icons/icon-192.png',
  at: 1_700_000_000_000,
  ...fields,
});

describe('the notification of a push', () => {
  it('shows the payload’s title and body, tagged by its post, the click’s target in its data', () => {
    expect(notificationFromPush(JSON.stringify(payload()))).toEqual({
      title: 'New post on X · Toly (@aeyakovenko)',
      options: {
        body: 'CA So11111111111111111111111111111111111111112\ngm',
        tag: 'post:x:1890',
        icon: '/icons/icon-192.png',
        data: { url: '/?post=x%3A1890', postId: 'x:1890' },
      },
    });
  });

  it('falls back to the app’s icon, and leaves out a post it does not name', () => {
    const { icon: _icon, postId: _postId, ...rest } = payload();
    const shown = notificationFromPush(JSON.stringify(rest));
    expect(shown.options.icon).toBe(NOTIFICATION_ICON);
    expect(shown.options.data).toEqual({ url: '/?post=x%3A1890' });
  });

  it.each([
    ['no payload', null],
    ['an empty one', ''],
    ['text that is not JSON', 'hello'],
    ['JSON of another shape', JSON.stringify({ title: 'x' })],
    ['a wrong type', JSON.stringify({ ...payload(), at: 'now' })],
    ['JSON null', 'null'],
  ])('still shows the generic “New alert” for %s', (_, text) => {
    const shown = notificationFromPush(text);
    expect(shown).toEqual(GENERIC_NOTIFICATION);
    expect(shown.title).toBe('New alert');
  });
});

describe('a clicked notification’s target', () => {
  it('reads the url and the post', () => {
    expect(notificationTarget({ url: '/?post=p1', postId: 'p1' }, ORIGIN)).toEqual({
      url: '/?post=p1',
      postId: 'p1',
    });
  });

  it('finds the post in the url when the data has no postId', () => {
    expect(notificationTarget({ url: '/?post=x%3A9' }, ORIGIN)).toEqual({
      url: '/?post=x%3A9',
      postId: 'x:9',
    });
  });

  it.each([
    ['another site', { url: 'https://evil.example/?post=p1' }],
    ['no url', {}],
    ['nothing', undefined],
    ['a url that is not one', { url: 'http://[::1' }],
  ])('opens the app’s root for %s', (_, data) => {
    expect(notificationTarget(data, ORIGIN).url).toBe('/');
  });

  it('keeps a same-origin absolute url as a path', () => {
    expect(notificationTarget({ url: `${ORIGIN}/?post=p2` }, ORIGIN)).toEqual({
      url: '/?post=p2',
      postId: 'p2',
    });
  });
});

describe('the window a click goes to', () => {
  const win = (url: string, focused = false, visibilityState = 'hidden') => ({
    url: `${ORIGIN}${url}`,
    focused,
    visibilityState,
  });

  it('is a feed window of this origin, never the deploy panel’s pop-out', () => {
    const panel = win('/?popout=panel', true, 'visible');
    const main = win('/');
    expect(pickWindow([panel, main], ORIGIN)).toBe(main);
    expect(pickWindow([panel], ORIGIN)).toBeNull();
  });

  it('prefers the main window to the feed pop-out, and the focused one, then a visible one', () => {
    const popout = win('/?popout=feed');
    const main = win('/');
    const visible = win('/', false, 'visible');
    const focused = win('/', true, 'visible');
    expect(pickWindow([popout, main], ORIGIN)).toBe(main);
    expect(pickWindow([main, visible], ORIGIN)).toBe(visible);
    expect(pickWindow([visible, focused, popout], ORIGIN)).toBe(focused);
  });

  it('takes a window of another view before none, and ignores other sites', () => {
    const launches = win('/launches');
    expect(pickWindow([launches], ORIGIN)).toBe(launches);
    expect(
      pickWindow(
        [{ url: 'https://other.example/', focused: true, visibilityState: 'visible' }],
        ORIGIN,
      ),
    ).toBeNull();
    expect(pickWindow([], ORIGIN)).toBeNull();
  });
});

describe('the worker’s open-post message', () => {
  it('is told from anything else', () => {
    expect(isOpenPostMessage({ type: 'open-post', postId: 'p1' })).toBe(true);
    expect(isOpenPostMessage({ type: 'open-post', postId: '' })).toBe(false);
    expect(isOpenPostMessage({ type: 'open-post' })).toBe(false);
    expect(isOpenPostMessage({ type: 'push-subscription-change' })).toBe(false);
    expect(isOpenPostMessage('open-post')).toBe(false);
    expect(isOpenPostMessage(null)).toBe(false);
  });
});
