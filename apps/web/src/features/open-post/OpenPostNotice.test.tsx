import { makePost } from '@launchdeck/protocol/testing';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { posts, setup } from '../../../test/features/feed/support.ts';
import { FeedProvider, useFeedEntries } from '../feed/index.ts';
import { OpenPostProvider } from './context.tsx';
import { OpenPostNotice } from './OpenPostNotice.tsx';
import { createOpenPostRequests } from './open-post.ts';
import { OPENED_ATTRIBUTE } from './reveal-post.ts';
import { OPEN_POST_TEXT } from './strings.ts';

/** The feed's cards as the feed renders them: an article with the post's id. */
function Cards() {
  const entries = useFeedEntries();
  return (
    <div>
      {entries.map(({ post }) => (
        <article key={post.id} className="feed-card" data-post-id={post.id} />
      ))}
    </div>
  );
}

const scrolled: string[] = [];
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.getAttribute('data-post-id') ?? '');
  };
});
afterEach(() => {
  scrolled.length = 0;
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  window.history.replaceState(null, '', '/');
});

function renderNotice(search = '') {
  window.history.replaceState(null, '', `/${search}`);
  const harness = setup();
  const requests = createOpenPostRequests({ place: { search } });
  const showFeed = vi.fn();
  render(
    <FeedProvider controller={harness.feed}>
      <OpenPostProvider controller={requests}>
        <Cards />
        <OpenPostNotice showFeed={showFeed} />
      </OpenPostProvider>
    </FeedProvider>,
  );
  const card = (id: string) => document.querySelector(`[data-post-id="${id}"]`);
  return { ...harness, requests, showFeed, card };
}

describe('opening a notification’s post', () => {
  it('waits for the feed after login, then scrolls to the card and highlights it', async () => {
    const { socket, card, showFeed } = renderNotice('?post=p1');
    expect(showFeed).toHaveBeenCalled();
    act(() => socket.receive('initialTweets', posts(3)));
    await vi.waitFor(() => expect(card('p1')?.hasAttribute(OPENED_ATTRIBUTE)).toBe(true));
    expect(scrolled).toEqual(['p1']);
    expect(window.location.search).toBe('');
    expect(screen.queryByText(OPEN_POST_TEXT.postGone)).toBeNull();
  });

  it('opens one the service worker asks for while the feed shows', async () => {
    const { socket, card, requests } = renderNotice();
    act(() => socket.receive('initialTweets', posts(2)));
    act(() => socket.receive('tweet', makePost({ id: 'x:9', seq: 9 })));
    act(() => requests.request('x:9'));
    await vi.waitFor(() => expect(card('x:9')?.hasAttribute(OPENED_ATTRIBUTE)).toBe(true));
    expect(requests.store.getState().request).toBeNull();
  });

  it('lets in a post waiting in the pause queue first', async () => {
    const { socket, feed, card, requests } = renderNotice();
    act(() => socket.receive('initialTweets', posts(1)));
    act(() => feed.pause());
    act(() => socket.receive('tweet', makePost({ id: 'q1', seq: 5 })));
    expect(feed.store.getState().queue).toHaveLength(1);
    act(() => requests.request('q1'));
    await vi.waitFor(() => expect(card('q1')?.hasAttribute(OPENED_ATTRIBUTE)).toBe(true));
    expect(feed.store.getState().paused).toBe(false);
  });

  it('says a post the feed no longer holds is gone, and cleans the address', async () => {
    const { socket } = renderNotice('?post=old');
    act(() => socket.receive('initialTweets', posts(2)));
    expect(await screen.findByText(OPEN_POST_TEXT.postGone)).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(scrolled).toEqual([]);
  });
});
