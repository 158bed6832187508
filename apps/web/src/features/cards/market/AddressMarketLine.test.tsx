import type { AddressMarket, Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCardPart } from '../../../../test/features/cards/support.tsx';
import { ContractAddressChip } from '../ContractAddressChip.tsx';
import { FeedCard } from '../FeedCard.tsx';
import { DETAILS_LEAVE_MS } from './AddressMarketLine.tsx';
import { MarketFormatProvider } from './context.tsx';
import { PAIR_AGE_TICK_MS } from './pair-age-ticker.ts';

const NOW = 1_790_000_000_000;
const SOL = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
const BNB = '0x3c8af5a290e87ad72274ed77e89eaf92149451f2';
/** The same address in its EIP-55 spelling, as a post may write it. */
const BNB_CHECKSUMMED = '0x3C8AF5A290E87Ad72274Ed77E89eAf92149451F2';
const PAIR_URL = 'https://dexscreener.com/solana/8sLbNZoA1cfnvMJLPfp98ZLAnFSYCFApfJKMbiXNLwxj';

const market = (fields: Partial<AddressMarket> = {}): AddressMarket => ({
  address: SOL,
  chain: 'solana',
  source: 'dexscreener',
  fetchedAt: NOW - 30_000,
  ...fields,
});

const TRADING = market({
  priceUsd: 0.00001234,
  marketCapUsd: 31_000,
  fdvUsd: 1_234_000,
  liquidityUsd: 8_100,
  volume24hUsd: 420_000,
  pairCreatedAt: NOW - 2 * 60_000,
  dex: 'raydium',
  pairUrl: PAIR_URL,
});

function renderCard(overrides: Partial<Post>, version = 1) {
  const post = makePost({ text: `aping ${SOL} now`, ...overrides });
  const view = renderCardPart(
    <MarketFormatProvider locale="en-US">
      <FeedCard post={post} version={version} />
    </MarketFormatProvider>,
  );
  const rerender = (next: Partial<Post>, nextVersion: number) =>
    view.rerender(
      <MarketFormatProvider locale="en-US">
        <FeedCard post={{ ...post, ...next }} version={nextVersion} />
      </MarketFormatProvider>,
    );
  return { card: screen.getByTestId('feed-card'), rerender };
}

const line = (card: HTMLElement) => card.querySelector<HTMLElement>('.ca-market');
const details = (card: HTMLElement) => card.querySelector<HTMLElement>('.ca-market-details');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

describe('AddressMarketLine', () => {
  it("shows a trading pair's market cap, liquidity and age beside the chip", () => {
    const { card } = renderCard({ addressMarkets: [TRADING] });
    const shown = line(card);
    expect(shown?.textContent).toBe('MC $31K · Liq $8.1K · 2m');
    expect(shown?.tagName).toBe('BUTTON');
    expect(
      within(card).getByRole('button', {
        name: 'Market cap $31K, liquidity $8.1K, pair 2 minutes old',
      }),
    ).toBe(shown);
    // Beside the chip, not inside it: the chip's phone layout is its own.
    expect(shown?.closest('.ca-chip')).toBeNull();
    expect(shown?.parentElement?.previousElementSibling?.className).toContain('ca-chip');
  });

  it('ticks the age from the shared ticker, its words too', () => {
    const { card } = renderCard({ addressMarkets: [TRADING] });
    act(() => vi.advanceTimersByTime(60_000));
    expect(line(card)?.textContent).toBe('MC $31K · Liq $8.1K · 3m');
    expect(line(card)?.getAttribute('aria-label')).toBe(
      'Market cap $31K, liquidity $8.1K, pair 3 minutes old',
    );
  });

  it('runs one interval for every line of the feed', () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const markets = [
      market({ marketCapUsd: 6_200, pairCreatedAt: NOW - 40_000 }),
      market({ address: BNB, chain: 'bnb', marketCapUsd: 9_000, pairCreatedAt: NOW - 5000 }),
    ];
    renderCard({ text: `${SOL} and ${BNB} and ${SOL}`, addressMarkets: markets });
    act(() => vi.advanceTimersByTime(PAIR_AGE_TICK_MS * 3));
    const lines = Array.from(document.querySelectorAll('.ca-market'), (each) => each.textContent);
    expect(lines).toEqual(['MC $6.2K · 43s', 'MC $9K · 8s', 'MC $6.2K · 43s']);
    expect(intervals.mock.calls.filter(([, ms]) => ms === PAIR_AGE_TICK_MS)).toHaveLength(1);
  });

  it('leaves out what is not known: a bonding curve has no liquidity', () => {
    const curve = market({ marketCapUsd: 6_200, priceUsd: 0.0000062, pairCreatedAt: NOW - 40_000 });
    const { card } = renderCard({ addressMarkets: [curve] });
    expect(line(card)?.textContent).toBe('MC $6.2K · 40s');
    expect(line(card)?.getAttribute('aria-label')).toBe('Market cap $6.2K, pair 40 seconds old');
  });

  it("says 'not trading yet' for an address with no pair", () => {
    const { card } = renderCard({ addressMarkets: [market()] });
    expect(line(card)?.textContent).toBe('not trading yet');
    expect(within(card).queryByRole('button', { name: /market cap/i })).toBeNull();
  });

  it('shows nothing while the market is unknown, then the update', () => {
    const { card, rerender } = renderCard({});
    expect(line(card)).toBeNull();
    rerender({ addressMarkets: [market({ address: 'AnotherAddress1111111111111111111' })] }, 2);
    expect(line(card)).toBeNull();
    // The server's tweet_update: the store replaces the post, the card renders its new version.
    rerender({ addressMarkets: [TRADING] }, 3);
    expect(line(card)?.textContent).toBe('MC $31K · Liq $8.1K · 2m');
  });

  it('matches a bnb address in any case, a solana address exactly', () => {
    const bnb = market({ address: BNB, chain: 'bnb', marketCapUsd: 50_000 });
    const wrongCase = market({ address: SOL.toLowerCase(), marketCapUsd: 1 });
    const { card } = renderCard({
      text: `${BNB_CHECKSUMMED} and ${SOL}`,
      addressMarkets: [bnb, wrongCase],
    });
    const lines = card.querySelectorAll('.ca-market');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toBe('MC $50K');
    expect(lines[0]?.parentElement?.previousElementSibling?.className).toContain('ca-chip-bnb');
  });

  it("shows the alert's own address's market on an external card", () => {
    const { card } = renderCard({
      type: 'EXTERNAL',
      text: 'New launch',
      contractAddress: SOL,
      addressMarkets: [TRADING],
    });
    expect(card.querySelector('.external-ca .ca-market')?.textContent).toBe(
      'MC $31K · Liq $8.1K · 2m',
    );
  });

  it('shows the details on hover: price, FDV, volume, DEX, source, age and the pair link', () => {
    const { card } = renderCard({ addressMarkets: [TRADING] });
    const shown = line(card) as HTMLElement;
    expect(shown.getAttribute('aria-expanded')).toBe('false');
    expect(details(card)?.textContent).toBe('');
    expect(shown.getAttribute('aria-controls')).toBe(details(card)?.id);

    fireEvent.pointerEnter(shown);
    expect(shown.getAttribute('aria-expanded')).toBe('true');
    const box = details(card) as HTMLElement;
    const rows = Array.from(box.querySelectorAll('.ca-market-row'), (row) => row.textContent);
    expect(rows).toEqual([
      'Price $0.00001234',
      'Market cap $31K',
      'Liquidity $8.1K',
      'FDV $1.23M',
      '24h volume $420K',
      'DEX Raydium',
      'Source DexScreener',
      'Updated 30s ago',
    ]);
    const link = within(box).getByRole('link', { name: 'Open pair' });
    expect(link.getAttribute('href')).toBe(PAIR_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    // The pointer crossing to the details keeps them open; leaving both closes them.
    fireEvent.pointerLeave(shown);
    act(() => vi.advanceTimersByTime(DETAILS_LEAVE_MS / 2));
    fireEvent.pointerEnter(box);
    act(() => vi.advanceTimersByTime(DETAILS_LEAVE_MS));
    expect(shown.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(box);
    act(() => vi.advanceTimersByTime(DETAILS_LEAVE_MS));
    expect(shown.getAttribute('aria-expanded')).toBe('false');
    expect(details(card)?.textContent).toBe('');
  });

  it('opens the details on keyboard focus, lets Tab reach the link, and Escape closes them', () => {
    const { card } = renderCard({ addressMarkets: [TRADING] });
    const shown = line(card) as HTMLElement;
    act(() => shown.focus());
    expect(shown.getAttribute('aria-expanded')).toBe('true');
    const link = within(details(card) as HTMLElement).getByRole('link', { name: 'Open pair' });
    // The details follow the line in the document, so the tab order goes line → link.
    expect(shown.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => link.focus());
    expect(shown.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(shown.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(shown);
    act(() => shown.blur());
    act(() => shown.focus());
    expect(shown.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the details open after a click (a tap) until a click elsewhere', () => {
    const { card } = renderCard({ addressMarkets: [TRADING] });
    const shown = line(card) as HTMLElement;
    fireEvent.pointerEnter(shown);
    fireEvent.click(shown);
    fireEvent.pointerLeave(shown);
    act(() => vi.advanceTimersByTime(DETAILS_LEAVE_MS));
    expect(shown.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(shown.getAttribute('aria-expanded')).toBe('false');
  });

  it('names our own launches as the source, and leaves out the link without a pair page', () => {
    const ours = market({
      source: 'launchdeck',
      fetchedAt: NOW,
      marketCapUsd: 4_000,
      pairCreatedAt: NOW - 3 * 3_600_000,
    });
    const { card } = renderCard({ addressMarkets: [ours] });
    const shown = line(card) as HTMLElement;
    expect(shown.textContent).toBe('MC $4K · 3h');
    fireEvent.pointerEnter(shown);
    const box = details(card) as HTMLElement;
    expect(box.textContent).toContain('Source Launchdeck launch');
    expect(box.textContent).toContain('Updated just now');
    expect(within(box).queryByRole('link')).toBeNull();
  });

  it("shows nothing beside chat's chip, which has no card around it", () => {
    renderCardPart(
      <MarketFormatProvider locale="en-US">
        <ContractAddressChip address={SOL} chain="solana" text={SOL} />
      </MarketFormatProvider>,
    );
    expect(screen.getByRole('button', { name: `Copy ${SOL}` })).toBeTruthy();
    expect(document.querySelector('.ca-market')).toBeNull();
  });
});
