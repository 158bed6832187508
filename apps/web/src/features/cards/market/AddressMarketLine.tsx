import { type AddressMarket, type Chain, isTrading } from '@launchdeck/protocol';
import {
  type CSSProperties,
  type FocusEvent,
  Fragment,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ExternalLink } from '../ExternalLink.tsx';
import { useAddressMarket, useMarketFormat } from './context.tsx';
import { marketDetails, marketFigures, marketLabel } from './format-market.ts';
import { MARKET_TEXT } from './strings.ts';

type Props = { address: string; chain: Chain };

/**
 * Issue 52: an address's market beside its chip, from its card's AddressMarketsProvider:
 * 'MC $31K · Liq $8.1K · 2m' for a trading pair (each figure only when known; the pair's age
 * ticks), 'not trading yet' for an address with no pair, nothing while the market is unknown or
 * outside a card (chat).
 */
export function AddressMarketLine({ address, chain }: Props) {
  const market = useAddressMarket(address, chain);
  if (!market) return null;
  if (!isTrading(market)) {
    return <span className="ca-market is-not-trading">{MARKET_TEXT.notTrading}</span>;
  }
  return <TradingLine market={market} />;
}

/** The pointer may cross the gap between the line and its details without closing them. */
export const DETAILS_LEAVE_MS = 150;

/**
 * The line of a trading pair: a button whose accessible name says it in words ('Market cap $31K,
 * liquidity $8.1K, pair 2 minutes old'); hover or keyboard focus shows its details under it, and a
 * click (a tap) keeps them open until the next click, a click elsewhere or Escape. The details
 * follow the line in the tab order, so the keyboard reaches their 'Open pair' link. They are a
 * `popover`: in the top layer they escape the card groups' paint containment; anchor positioning
 * (market.css) puts them under the line, or above it near the bottom of the screen. The age is
 * written by the window's one pair-age ticker, not by React.
 */
function TradingLine({ market }: { market: AddressMarket }) {
  const { locale, ages } = useMarketFormat();
  const figures = useMemo(() => marketFigures(market, locale), [market, locale]);
  const id = useId();
  const detailsId = `${id}-market`;
  const root = useRef<HTMLSpanElement>(null);
  const line = useRef<HTMLButtonElement>(null);
  const age = useRef<HTMLSpanElement>(null);
  const details = useRef<HTMLSpanElement>(null);
  const { open, handlers, onClick } = useDetailsOpen(root, line);
  const madeAt = market.pairCreatedAt;

  useLayoutEffect(() => {
    const button = line.current;
    if (!button) return;
    if (madeAt === undefined) {
      button.setAttribute('aria-label', marketLabel(figures.words));
      return;
    }
    return ages.track(madeAt, (shown) => {
      if (age.current) age.current.textContent = shown.text;
      button.setAttribute('aria-label', marketLabel(figures.words, shown));
    });
  }, [ages, madeAt, figures]);

  useEffect(() => {
    if (open) details.current?.showPopover?.();
    else details.current?.hidePopover?.();
  }, [open]);

  // Each line anchors its own details (the popover inherits the name from the wrapper).
  const anchor = {
    '--ca-market-anchor': `--ca-market-${id.replace(/[^\w-]/g, '')}`,
  } as CSSProperties;
  const parts =
    figures.parts.length === 0 && madeAt === undefined ? [MARKET_TEXT.trading] : figures.parts;

  return (
    <span ref={root} className="ca-market-wrap" style={anchor} {...handlers}>
      <button
        ref={line}
        type="button"
        className="ca-market"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={onClick}
      >
        {parts.map((part, index) => (
          <Fragment key={part}>
            {index > 0 ? ' · ' : null}
            <span className="ca-market-part">{part}</span>
          </Fragment>
        ))}
        {madeAt !== undefined ? (
          <>
            {parts.length > 0 ? ' · ' : null}
            <span ref={age} className="ca-market-part ca-market-age" />
          </>
        ) : null}
      </button>
      <span ref={details} id={detailsId} popover="manual" className="ca-market-details">
        {open ? <MarketDetails market={market} /> : null}
      </span>
    </span>
  );
}

/** The details, formatted only when they open: each known figure, the source, the link. */
function MarketDetails({ market }: { market: AddressMarket }) {
  const { locale, ages } = useMarketFormat();
  const rows = marketDetails(market, ages.now(), locale);
  return (
    <>
      {rows.map((row) => (
        <span key={row.name} className="ca-market-row">
          <span className="ca-market-name">{row.name}</span>{' '}
          <span className="ca-market-value">{row.value}</span>
        </span>
      ))}
      {market.pairUrl ? (
        <ExternalLink href={market.pairUrl} className="ca-market-open">
          {MARKET_TEXT.openPair}
        </ExternalLink>
      ) : null}
    </>
  );
}

/**
 * Open while the pointer is over the line or its details (a moment more, to cross the gap), while
 * focus is in them, or once clicked; Escape closes them (focus back on the line) until the pointer
 * or focus comes again.
 */
function useDetailsOpen(
  root: RefObject<HTMLSpanElement | null>,
  line: RefObject<HTMLButtonElement | null>,
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = (hovered || focused || pinned) && !dismissed;

  useEffect(() => () => clearTimeout(leaving.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDismissed(true);
      setPinned(false);
      if (root.current?.contains(document.activeElement)) line.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, root, line]);

  const handlers = {
    onPointerEnter: () => {
      clearTimeout(leaving.current);
      setHovered(true);
      setDismissed(false);
    },
    onPointerLeave: () => {
      clearTimeout(leaving.current);
      leaving.current = setTimeout(() => setHovered(false), DETAILS_LEAVE_MS);
    },
    onFocus: (event: FocusEvent) => {
      setFocused(true);
      // Focus coming in opens them again; focus moving inside (Escape puts it back on the line) not.
      if (!root.current?.contains(event.relatedTarget as Node | null)) setDismissed(false);
    },
    onBlur: (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  const onClick = () => {
    setPinned(!pinned);
    setDismissed(pinned);
  };
  return { open, handlers, onClick };
}
