import type { Post, TrackerSettings } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeImageAddress,
  PICTURE_URL,
  UNKNOWN_SOL,
} from '../../../test/features/cards/image-addresses-fixture.ts';
import { renderCardPart } from '../../../test/features/cards/support.tsx';
import { HIGHLIGHT_COLOR_VALUES } from '../settings/index.ts';
import { FeedCard } from './FeedCard.tsx';
import { CARD_TEXT, IMAGE_ADDRESS_TEXT, tradeTitle } from './strings.ts';

const SOL = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
const author = { handle: 'degenkaito', name: 'kaito 🐸', avatar: 'https://img.example/k.png' };

function renderCard(overrides: Partial<Post>, settings: Partial<TrackerSettings> = {}) {
  const post = makePost({ author, ...overrides });
  const view = renderCardPart(<FeedCard post={post} version={1} />, settings);
  const card = screen.getByTestId('feed-card');
  return { post, card, view };
}

describe('FeedCard', () => {
  it('marks its root with the test hooks and the shared header', () => {
    const { card, post } = renderCard({ text: 'gm' });
    expect(card.getAttribute('data-post-id')).toBe(post.id);
    expect(card.getAttribute('data-kind')).toBe('original');
    expect(within(card).getByText('kaito 🐸')).toBeTruthy();
    const handle = within(card).getByRole('link', { name: '@degenkaito' });
    expect(handle.getAttribute('href')).toBe('https://x.com/degenkaito');
    expect(handle.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByText('X')).toBeTruthy();
  });

  it("shows 'Unknown', '@unknown' and 'Invalid Date' for a broken post (FC §5)", () => {
    const { card } = renderCard({
      author: { handle: '' } as Post['author'],
      createdAt: 'yesterday-ish',
    });
    expect(within(card).getByText('Unknown')).toBeTruthy();
    expect(within(card).getByText('@unknown')).toBeTruthy();
    expect(within(card).getByText('Invalid Date')).toBeTruthy();
    expect(within(card).getByTestId('default-avatar')).toBeTruthy();
  });

  it('shows a reply with its parent', () => {
    const { card } = renderCard({
      text: 'try again 🔮',
      isReply: true,
      replyTo: { id: 'p1', handle: 'meme_historian', text: 'memecoins are lottery tickets' },
    });
    expect(card.getAttribute('data-kind')).toBe('reply');
    expect(within(card).getByText('Replying to @meme_historian')).toBeTruthy();
    expect(card.querySelector('.ref-post-parent')?.textContent).toContain(
      'memecoins are lottery tickets',
    );
    expect(within(card).getByText('try again 🔮')).toBeTruthy();
  });

  it('shows a repost as the original under a reposted line', () => {
    const { card } = renderCard({
      text: 'RT @bonkmaxi: zoom out 🐶',
      isRetweet: true,
      retweetedUser: { handle: 'bonkmaxi', name: 'bonk maxi' },
      originalTweetText: 'zoom out 🐶',
    });
    expect(card.getAttribute('data-kind')).toBe('repost');
    expect(card.querySelector('.card-repost-line')?.textContent).toContain('kaito 🐸');
    expect(card.querySelector('.card-repost-line')?.textContent).toContain('reposted');
    expect(within(card).getByRole('link', { name: '@bonkmaxi' })).toBeTruthy();
    expect(within(card).getByText('zoom out 🐶')).toBeTruthy();
    expect(within(card).queryByText(/RT @bonkmaxi/)).toBeNull();
  });

  it('shows a quote of a quote in nested bordered blocks', () => {
    const { card } = renderCard({
      text: 'cope',
      isQuote: true,
      quotedTweet: {
        handle: 'kaito',
        text: 'respectfully, this is cope',
        quotedTweet: { handle: 'meme_historian', text: 'hot take' },
      },
    });
    expect(card.getAttribute('data-kind')).toBe('quote');
    const quotes = card.querySelectorAll('.ref-post-quote');
    expect(quotes).toHaveLength(2);
    expect(quotes[1]?.textContent).toContain('hot take');
    expect(quotes[0]?.contains(quotes[1] ?? null)).toBe(true);
  });

  it('shows a retweeted quote: the reposted post and the post it quotes', () => {
    const { card } = renderCard({
      text: 'RT @meme_historian: the original pump is always the best entry',
      isRetweet: true,
      retweetedUser: { handle: 'meme_historian' },
      originalTweetText: 'the original pump is always the best entry',
      retweetedQuote: { handle: 'fortune_bnb', text: `migrating tonight ${SOL}` },
    });
    expect(card.getAttribute('data-kind')).toBe('retweeted-quote');
    expect(within(card).getByText('the original pump is always the best entry')).toBeTruthy();
    const quote = card.querySelector('.ref-post-quote') as HTMLElement;
    expect(within(quote).getByRole('button', { name: `Copy ${SOL}` })).toBeTruthy();
  });

  it('shows an external alert with its project, address and links', () => {
    const { card } = renderCard({
      type: 'external_message',
      platform: 'external',
      source: 'launchradar',
      text: '🚀 New launch: Goblin Town',
      projectName: 'Goblin Town',
      projectTicker: 'GOBLIN',
      contractAddress: SOL,
      website_url: 'https://example.com/goblintown',
      tokens_posted: 3,
      twitter_data: { time_fun_url: 'https://example.com/timefun' },
    });
    expect(card.getAttribute('data-kind')).toBe('external');
    expect(within(card).getByText('launchradar')).toBeTruthy();
    expect(within(card).getByText('Goblin Town')).toBeTruthy();
    expect(within(card).getByText('$GOBLIN')).toBeTruthy();
    expect(within(card).getByRole('button', { name: `Copy ${SOL}` })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(
      'https://example.com/goblintown',
    );
    expect(within(card).getByRole('link', { name: 'time.fun' })).toBeTruthy();
    expect(within(card).getByText('3 tokens posted')).toBeTruthy();
  });

  it('shows a time market alert with its badge', () => {
    const { card } = renderCard({ type: 'TIME_MARKET', is_time_market: true, text: '⏱️' });
    expect(card.getAttribute('data-kind')).toBe('external');
    expect(within(card).getByText('Time market')).toBeTruthy();
  });

  it('shows a site chat message with its private group', () => {
    const { card } = renderCard({
      isSiteMessage: true,
      platform: 'site',
      isPrivateGroup: true,
      privateGroupName: 'Alpha Hunters',
      author: { handle: 'alice' },
      text: 'anyone in?',
    });
    expect(card.getAttribute('data-kind')).toBe('site-message');
    expect(within(card).getByText('Alpha Hunters')).toBeTruthy();
    expect(within(card).getByText('Site chat')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: '@alice' })).toBeNull();
  });

  it('lists profile changes before and after', () => {
    const { card } = renderCard({
      type: 'profile_update',
      text: '',
      profileChanges: [
        { field: 'Name', before: 'pump whisperer', after: 'pump whisperer (rehab arc)' },
        { field: 'Bio', before: 'old bio', after: 'new bio' },
        {
          field: 'Avatar',
          before: 'https://img.example/a.png',
          after: 'https://img.example/b.png',
        },
      ],
    });
    expect(card.getAttribute('data-kind')).toBe('profile-update');
    const fields = Array.from(card.querySelectorAll('dt'), (dt) => dt.textContent);
    expect(fields).toEqual(['Name', 'Bio', 'Avatar']);
    expect(within(card).getByText('old bio').closest('dd')?.className).toBe('profile-before');
    expect(within(card).getByText('new bio').closest('dd')?.className).toBe('profile-after');
    expect(within(card).getAllByRole('img', { name: 'Avatar' })).toHaveLength(2);
  });

  it('finds a contract address added to the bio, like in any post text', () => {
    const { card } = renderCard({
      type: 'profile_update',
      text: '',
      beforeProfile: { description: 'just a dev' },
      updatedUser: { handle: 'degenkaito', description: `just a dev. CA: ${SOL}` },
    });
    const after = card.querySelector('.profile-after') as HTMLElement;
    expect(within(after).getByRole('button', { name: `Copy ${SOL}` })).toBeTruthy();
    expect(within(after).getByRole('link', { name: `Open ${SOL} on Axiom` })).toBeTruthy();
  });

  it('shows who followed whom', () => {
    const { card } = renderCard({
      type: 'following_update',
      text: '',
      followingUser: {
        handle: 'goblintown_sol',
        name: 'Goblin Town',
        description: 'the goblins are coming',
        metrics: { followers: 10_412 },
      },
    });
    expect(card.getAttribute('data-kind')).toBe('following');
    expect(card.querySelector('.card-event-line')?.textContent).toContain(
      'kaito 🐸 followed @goblintown_sol',
    );
    expect(within(card).getByText('10.4K followers')).toBeTruthy();
  });

  it('shows pinned posts', () => {
    const { card } = renderCard({
      type: 'pinned_update',
      text: '',
      pinnedCount: 2,
      pinnedTweets: [
        { id: 'a', handle: 'degenkaito', text: 'first pin' },
        { id: 'b', handle: 'degenkaito', text: 'second pin' },
      ],
    });
    expect(card.getAttribute('data-kind')).toBe('pinned');
    expect(within(card).getByText('pinned 2 posts')).toBeTruthy();
    expect(within(card).getByText('second pin')).toBeTruthy();
  });

  it("keeps a deleted post's copy button and marks its trading link as from a deleted post", () => {
    const { card } = renderCard({ id: 'deleted_98', isDeleted: true, text: `wrong CA ${SOL}` });
    expect(within(card).getByRole('button', { name: `Copy ${SOL}` })).toBeTruthy();
    const trade = within(card).getByRole('link', {
      name: `Open ${SOL} on Axiom (${CARD_TEXT.fromDeletedPost})`,
    });
    expect(trade.textContent).toBe(`Axiom${CARD_TEXT.fromDeletedPost}`);
    expect(trade.getAttribute('title')).toBe(tradeTitle('Axiom', true));
    expect(trade.getAttribute('title')).toContain('deleted post');
  });

  it('shows a deleted entry struck through with a Deleted badge', () => {
    const { card } = renderCard({ id: 'deleted_99', isDeleted: true, text: 'wrong CA' });
    expect(card.getAttribute('data-kind')).toBe('deleted');
    expect(within(card).getByText('Deleted')).toBeTruthy();
    expect(within(card).getByText('wrong CA').className).toContain('post-text-deleted');
  });

  it('colours the card of a highlighted account (FC §3 accountHighlights)', () => {
    const { card } = renderCard(
      { text: 'gm' },
      { accountHighlights: { DegenKaito: { enabled: true, color: 'magenta' } } },
    );
    expect(card.getAttribute('data-highlight')).toBe('magenta');
    expect(card.className).toContain('is-highlighted');
    expect(card.style.getPropertyValue('--card-highlight')).toBe(HIGHLIGHT_COLOR_VALUES.magenta);
  });

  it('ignores a disabled highlight', () => {
    const { card } = renderCard(
      { text: 'gm' },
      { accountHighlights: { degenkaito: { enabled: false, color: 'magenta' } } },
    );
    expect(card.getAttribute('data-highlight')).toBeNull();
    expect(card.style.getPropertyValue('--card-highlight')).toBe('');
  });

  it("follows a change of the account's highlight, and only its own", () => {
    const { card, view } = renderCard({ text: 'gm' });
    act(() =>
      view.settings.update({
        accountHighlights: {
          someoneelse: { enabled: true, color: 'red' },
          degenkaito: { enabled: true, color: 'lime' },
        },
      }),
    );
    expect(card.style.getPropertyValue('--card-highlight')).toBe(HIGHLIGHT_COLOR_VALUES.lime);
    act(() => view.settings.update({ accountHighlights: {} }));
    expect(card.className).not.toContain('is-highlighted');
  });

  it('adds the addresses read from its pictures when an update brings them (issue 31)', () => {
    const { post, card, view } = renderCard({ media: { images: [{ url: PICTURE_URL }] } });
    expect(within(card).queryByRole('list', { name: IMAGE_ADDRESS_TEXT.list })).toBeNull();
    const updated = {
      ...post,
      imageAddresses: [
        makeImageAddress({ address: SOL, verified: true, verifiedBy: 'text' }),
        makeImageAddress({ address: UNKNOWN_SOL }),
      ],
      contract_addresses: [{ address: SOL, chain: 'solana' as const }],
    };
    view.rerender(<FeedCard post={updated} version={2} />);
    const list = within(card).getByRole('list', { name: IMAGE_ADDRESS_TEXT.list });
    expect(within(list).getByRole('link', { name: `Open ${SOL} on Axiom` })).toBeTruthy();
    expect(within(list).getByRole('button', { name: `Copy ${UNKNOWN_SOL}` })).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('re-renders only when the version changes', () => {
    const { post, view } = renderCard({ text: 'first' });
    view.rerender(<FeedCard post={{ ...post, text: 'second' }} version={1} />);
    expect(screen.getByText('first')).toBeTruthy();
    view.rerender(<FeedCard post={{ ...post, text: 'second' }} version={2} />);
    expect(screen.getByText('second')).toBeTruthy();
  });
});
