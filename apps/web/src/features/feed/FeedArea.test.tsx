import type { TrackerSettings } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { posts, setup } from '../../../test/features/feed/support.ts';
import { makeMemeWords } from '../../../test/features/meme-words/support.tsx';
import { createDeployController, DeployProvider } from '../deploy/index.ts';
import { createLatencyController, LatencyProvider } from '../latency/index.ts';
import { MemeWordsProvider } from '../meme-words/index.ts';
import { SessionProvider } from '../session/index.ts';
import { TrackerSettingsProvider } from '../settings/index.ts';
import { createTranslationStore, TranslationProvider } from '../translation/index.ts';
import { FeedProvider } from './context.tsx';
import { FeedArea } from './FeedArea.tsx';
import { pausedText } from './PauseIndicator.tsx';

function renderFeed(settings: Partial<TrackerSettings> = {}) {
  const harness = setup();
  const memes = makeMemeWords();
  harness.settings.update(settings);
  const translations = createTranslationStore();
  const deploy = createDeployController({
    session: harness.session,
    settings: harness.settings,
    wallets: { active: () => null },
  });
  const latency = createLatencyController({ session: harness.session, feed: harness.feed });
  onTestFinished(() => latency.dispose());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TrackerSettingsProvider controller={harness.settings}>
      <SessionProvider controller={harness.session}>
        <TranslationProvider controller={translations}>
          <DeployProvider controller={deploy}>
            <LatencyProvider controller={latency}>
              <MemeWordsProvider controller={memes}>
                <FeedProvider controller={harness.feed}>{children}</FeedProvider>
              </MemeWordsProvider>
            </LatencyProvider>
          </DeployProvider>
        </TranslationProvider>
      </SessionProvider>
    </TrackerSettingsProvider>
  );
  render(<FeedArea />, { wrapper });
  const cardIds = () =>
    screen.queryAllByTestId('feed-card').map((card) => card.getAttribute('data-post-id'));
  return { ...harness, cardIds, memes };
}

/** The next animation frame, in which the feed renders what landed since the last one. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('FeedArea', () => {
  it('shows the empty state until posts arrive', async () => {
    const { socket, cardIds } = renderFeed();
    expect(screen.getByText('Waiting for posts…')).toBeTruthy();
    act(() => socket.receive('initialTweets', posts(3)));
    await nextFrame();
    expect(screen.queryByText('Waiting for posts…')).toBeNull();
    expect(cardIds()).toEqual(['p2', 'p1', 'p0']);
  });

  it('opens Meme Settings with the highlighted word a trader clicks', async () => {
    const { socket, memes } = renderFeed();
    act(() => socket.receive('tweet', makePost({ id: 'm', seq: 1, text: 'a new memecoin' })));
    await nextFrame();
    const mark = document.querySelector('mark.post-meme');
    if (!mark) throw new Error('no highlighted word');
    fireEvent.click(mark);
    expect(memes.openDialog).toHaveBeenCalledWith('memecoin');
    fireEvent.click(screen.getByTestId('feed-card'));
    expect(memes.openDialog).toHaveBeenCalledOnce();
  });

  it('shows at most pageSize cards, the newest, and more when pageSize grows', async () => {
    const { socket, settings, cardIds } = renderFeed({ pageSize: 2 });
    act(() => socket.receive('initialTweets', posts(4)));
    await nextFrame();
    expect(cardIds()).toEqual(['p3', 'p2']);
    act(() => socket.receive('tweet', makePost({ id: 'new', seq: 10 })));
    await nextFrame();
    expect(cardIds()).toEqual(['new', 'p3']);
    act(() => settings.update({ pageSize: 75 }));
    expect(cardIds()).toEqual(['new', 'p3', 'p2', 'p1', 'p0']);
  });

  it('puts a new post on top and keeps the cards already shown (same nodes)', async () => {
    const { socket, cardIds } = renderFeed();
    act(() => socket.receive('initialTweets', posts(2)));
    await nextFrame();
    const before = screen.getAllByTestId('feed-card');
    act(() => socket.receive('tweet', makePost({ id: 'new', seq: 10 })));
    await nextFrame();
    expect(cardIds()).toEqual(['new', 'p1', 'p0']);
    const after = screen.getAllByTestId('feed-card');
    expect(after[1]).toBe(before[0]);
    expect(after[2]).toBe(before[1]);
  });

  it('renders the posts that land between two frames together, in the next frame', async () => {
    const { socket, cardIds } = renderFeed();
    act(() => socket.receive('initialTweets', posts(1)));
    await nextFrame();
    act(() => {
      socket.receive('tweet', makePost({ id: 'a', seq: 10 }));
      socket.receive('tweet', makePost({ id: 'b', seq: 11 }));
    });
    expect(cardIds()).toEqual(['p0']);
    await nextFrame();
    expect(cardIds()).toEqual(['b', 'a', 'p0']);
  });

  it("pauses under the mouse with 'PAUSED (N queued)' and lets the queue in on leaving", async () => {
    const { socket, cardIds } = renderFeed();
    act(() => socket.receive('initialTweets', posts(1)));
    await nextFrame();
    const list = screen.getByRole('feed');
    fireEvent.mouseEnter(list);
    expect(screen.getByText(pausedText(0))).toBeTruthy();
    act(() => socket.receive('tweet', makePost({ id: 'q1', seq: 10 })));
    expect(screen.getByText('PAUSED (1 queued)')).toBeTruthy();
    expect(cardIds()).toEqual(['p0']);
    fireEvent.mouseLeave(list);
    expect(screen.queryByText(/PAUSED/)).toBeNull();
    await nextFrame();
    expect(cardIds()).toEqual(['q1', 'p0']);
  });

  it('takes its width from cardWidth', () => {
    renderFeed({ cardWidth: 720 });
    const area = screen.getByRole('region', { name: 'Live feed' });
    expect(area.style.maxWidth).toBe('720px');
  });
});
