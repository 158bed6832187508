import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '../../test/fake-socket.ts';
import { FakeAudioContext } from '../../test/features/sounds/support.ts';
import { startApp } from './start.ts';

function seedSession() {
  localStorage.setItem('sessionId', 'sess-1');
  localStorage.setItem('loggedInUser', 'alice');
  localStorage.setItem('currentPrivateGroup', 'ABCD1234');
}

describe('startApp', () => {
  it.each([
    ['the main window', ''],
    ['a pop-out', '?popout=feed'],
  ])('shows the stored theme in %s before anything renders', (_, search) => {
    localStorage.setItem('launchdeckSettings', JSON.stringify({ colorTheme: 'lavender' }));
    const { settings } = startApp({ pathname: '/', search }, fakeSocketFactory().create);
    expect(document.documentElement.dataset.theme).toBe('lavender');
    settings.update({ colorTheme: 'sunset' });
    expect(document.documentElement.dataset.theme).toBe('sunset');
  });

  it('forces a fresh login in the main window', () => {
    seedSession();
    const sockets = fakeSocketFactory();
    const { session } = startApp({ pathname: '/', search: '' }, sockets.create);
    expect(session.store.getState().phase.status).toBe('logged_out');
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(localStorage.getItem('currentPrivateGroup')).toBeNull();
    expect(sockets.sockets).toHaveLength(0);
  });

  it('joins the stored session in a pop-out window', () => {
    seedSession();
    const sockets = fakeSocketFactory();
    const { session, route } = startApp({ pathname: '/', search: '?popout=feed' }, sockets.create);
    expect(route.popout).toBe('feed');
    expect(session.store.getState().phase.status).toBe('active');
    expect(sockets.latest().connectCalls).toBe(1);
  });

  it('brings an ended pop-out back when the main window logs in again', () => {
    seedSession();
    const sockets = fakeSocketFactory();
    const { session } = startApp({ pathname: '/', search: '?popout=feed' }, sockets.create);
    sockets.latest().receive('auth_error', { message: 'Session expired or invalid' });
    expect(session.store.getState().phase.status).toBe('expired');

    localStorage.setItem('sessionId', 'sess-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'sessionId' }));
    expect(session.store.getState().phase).toMatchObject({
      status: 'active',
      user: { sessionId: 'sess-2', username: 'alice' },
    });
  });

  it('feeds the pop-out socket into the feed store', () => {
    seedSession();
    const sockets = fakeSocketFactory();
    const { feed } = startApp({ pathname: '/', search: '?popout=feed' }, sockets.create);
    sockets.latest().receive('initialTweets', [makePost({ id: 'first' })]);
    expect(feed.store.getState().entries.map((entry) => entry.post.id)).toEqual(['first']);
  });

  it('plays a sound alert for a new live post', () => {
    const contexts: FakeAudioContext[] = [];
    vi.stubGlobal(
      'AudioContext',
      class extends FakeAudioContext {
        constructor() {
          super();
          contexts.push(this);
        }
      },
    );
    seedSession();
    const sockets = fakeSocketFactory();
    startApp({ pathname: '/', search: '?popout=feed' }, sockets.create);
    sockets.latest().receive('tweet', makePost());
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.sources().length).toBeGreaterThan(0);
  });

  it('builds the tracker settings from storage, each corrupt field at its default', () => {
    localStorage.setItem('launchdeckSettings', JSON.stringify({ cardWidth: 900, pauseOnHover: 3 }));
    const { settings, feed } = startApp({ pathname: '/', search: '' }, fakeSocketFactory().create);
    expect(settings.get()).toMatchObject({ cardWidth: 900, pauseOnHover: true });
    settings.update({ pauseOnHover: false });
    feed.pause();
    expect(feed.store.getState().paused).toBe(false);
  });

  it('keeps the referral code of a /@code address', () => {
    startApp({ pathname: '/@abc', search: '' }, fakeSocketFactory().create);
    expect(localStorage.getItem('referralCode')).toBe('abc');
  });
});
