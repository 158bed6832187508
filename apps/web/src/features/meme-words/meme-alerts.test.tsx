import type { Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMemeWords } from '../../../test/features/meme-words/support.tsx';
import { MemeWordsProvider } from './context.tsx';
import { MemeAlertNotice, TRACKER_NOTIFICATION_MS } from './MemeAlertNotice.tsx';
import { firstMemeWord, startMemeAlerts } from './meme-alerts.ts';

function fakeFeed() {
  let listener: (post: Post) => void = () => {};
  return {
    onNewPost: (next: (post: Post) => void) => {
      listener = next;
      return () => {};
    },
    deliver: (post: Post) => listener(post),
  };
}

describe('firstMemeWord', () => {
  it.each([
    ['a new MEMECOIN drops', ['coin'], 'MEMECOIN'],
    ['see https://memecoin.example', ['coin'], null],
    ['$COIN is a ticker', ['coin'], null],
    ['memecoin', [], null],
  ])('%j with %j → %j', (text, words, expected) => {
    expect(firstMemeWord(text, words)).toBe(expected);
  });
});

describe('startMemeAlerts', () => {
  it('notifies a live post holding a meme word while meme alerts are on', () => {
    const feed = fakeFeed();
    const memes = makeMemeWords({ words: ['frog'], enabled: true });
    let on = true;
    startMemeAlerts(feed, { memes, settings: () => ({ memeAlertEnabled: on }) });
    feed.deliver(makePost({ text: 'the frogcoin is live', author: { handle: '@kaito' } }));
    expect(memes.showAlert).toHaveBeenCalledWith('frogcoin', 'kaito');
    feed.deliver(makePost({ text: 'frog', isSiteMessage: true }));
    on = false;
    feed.deliver(makePost({ text: 'frog again' }));
    memes.store.setState({ active: [] });
    on = true;
    feed.deliver(makePost({ text: 'frog with highlighting off' }));
    expect(memes.showAlert).toHaveBeenCalledOnce();
  });
});

describe('MemeAlertNotice', () => {
  it('says which word came from whom for 3 s, and opens Meme Settings on a click', () => {
    vi.useFakeTimers();
    try {
      const memes = makeMemeWords();
      render(
        <MemeWordsProvider controller={memes}>
          <MemeAlertNotice />
        </MemeWordsProvider>,
      );
      act(() => memes.showAlert('frogcoin', 'kaito'));
      expect(screen.getByRole('status').textContent).toBe(
        'Meme word “frogcoin” in a post by @kaito',
      );
      act(() => vi.advanceTimersByTime(TRACKER_NOTIFICATION_MS - 1));
      expect(memes.dismissAlert).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(memes.dismissAlert).toHaveBeenCalledWith(1);
      act(() => memes.showAlert('frogcoin', 'kaito'));
      fireEvent.click(screen.getByRole('button', { name: /frogcoin/ }));
      expect(memes.openDialog).toHaveBeenCalledWith('frogcoin');
    } finally {
      vi.useRealTimers();
    }
  });
});
