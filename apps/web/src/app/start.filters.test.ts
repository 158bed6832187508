import { DEFAULT_ACCOUNT_FILTERS } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { fakeSocketFactory } from '../../test/fake-socket.ts';
import { startApp } from './start.ts';

const shownIds = (started: ReturnType<typeof startApp>) =>
  started.feed.store.getState().entries.map((entry) => entry.post.id);

describe('startApp: per-account filters', () => {
  it('seeds the FC §9 defaults in a new browser, before the feed reads them', () => {
    const sockets = fakeSocketFactory();
    localStorage.setItem('sessionId', 'sess-1');
    localStorage.setItem('loggedInUser', 'alice');
    const started = startApp({ pathname: '/', search: '?popout=feed' }, sockets.create);
    expect(started.filters.store.getState().settings.users).toEqual(DEFAULT_ACCOUNT_FILTERS);
    sockets
      .latest()
      .receive('initialTweets', [
        makePost({ id: 'brand-reply', author: { handle: 'Binance' }, isReply: true }),
        makePost({ id: 'brand-post', author: { handle: 'binance' } }),
      ]);
    expect(shownIds(started)).toEqual(['brand-post']);
  });

  it("re-filters this window's feed at once when a filter changes here, both ways", () => {
    localStorage.setItem('filterSettings', JSON.stringify({ users: {} }));
    localStorage.setItem('sessionId', 'sess-1');
    localStorage.setItem('loggedInUser', 'alice');
    const sockets = fakeSocketFactory();
    const started = startApp({ pathname: '/', search: '?popout=feed' }, sockets.create);
    sockets
      .latest()
      .receive('initialTweets', [
        makePost({ id: 'reply', author: { handle: 'bob' }, isReply: true }),
        makePost({ id: 'post', author: { handle: 'bob' } }),
        makePost({ id: 'other', author: { handle: 'carol' } }),
      ]);
    started.filters.setFlag('Bob', 'replies', true);
    expect(shownIds(started)).toEqual(['post', 'other']);
    started.filters.hideAccount('carol');
    expect(shownIds(started)).toEqual(['post']);
    started.filters.unfilterAll();
    expect(shownIds(started)).toEqual(['reply', 'post', 'other']);
  });
});
