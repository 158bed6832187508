import type { Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCardPart } from '../../../test/features/cards/support.tsx';
import { makeFilterSettings, withFilterSettings } from '../../../test/features/filters/support.tsx';
import { KEYS, read } from '../../lib/storage.ts';
import { FeedCard } from '../cards/index.ts';
import { HideAccountScope } from './HideAccountScope.tsx';
import { ALL_FILTERS_ON } from './rules.ts';
import { HIDDEN_NOTICE_MS } from './store.ts';
import { hiddenNotice } from './strings.ts';

function renderInScope(post: Post) {
  const filters = makeFilterSettings();
  const Filters = withFilterSettings(filters);
  const view = renderCardPart(
    <Filters>
      <HideAccountScope>
        <FeedCard post={post} version={1} />
      </HideAccountScope>
    </Filters>,
  );
  return { filters, card: within(view.container).getByTestId('feed-card') };
}

describe('Hide account on a card', () => {
  it("turns all seven of the author's filters on and says so for 1.5 s (FC §4, §9)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { filters, card } = renderInScope(makePost({ author: { handle: '@DegenKaito' } }));
    await user.click(within(card).getByRole('button', { name: 'Hide account' }));
    expect(read(KEYS.filterSettings).users).toEqual({ degenkaito: ALL_FILTERS_ON });
    expect(filters.onSaved).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe(hiddenNotice('degenkaito'));
    act(() => vi.advanceTimersByTime(HIDDEN_NOTICE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides the reposting account, whose filters the feed applies, not the original author', async () => {
    const post = makePost({
      author: { handle: 'reposter' },
      isRetweet: true,
      retweetedUser: { handle: 'original' },
    });
    const { card } = renderInScope(post);
    await userEvent.click(within(card).getByRole('button', { name: 'Hide account' }));
    expect(Object.keys(read(KEYS.filterSettings).users)).toEqual(['reposter']);
  });

  it('is not offered where no account filter applies: external alerts, unknown authors', () => {
    renderInScope(makePost({ type: 'external_message', platform: 'external', isExternal: true }));
    renderInScope(makePost({ author: { handle: '' } as Post['author'] }));
    expect(screen.queryAllByRole('button', { name: 'Hide account' })).toHaveLength(0);
  });
});
