import { type Chain, tradingLink } from '@launchdeck/protocol';
import type { ReactNode } from 'react';
import { useTrackerSettings } from '../settings/index.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { AddressMarketLine } from './market/AddressMarketLine.tsx';
import { CARD_TEXT, copyLabel, tradeLabel, tradeTitle } from './strings.ts';
import { useCopyAddress } from './use-copy-address.ts';

type Props = {
  address: string;
  chain: Chain;
  text?: string;
  /** The address comes from a deleted post: the trading link says so, the copy stays as it is. */
  fromDeletedPost?: boolean;
  /** Shown between the copy button and the trading link: where the address was found. */
  mark?: ReactNode;
};

/**
 * A detected contract address (FC §5): a button that copies exactly the address (its Copy icon is
 * the button's ::after, cards.css), with a 'copied'
 * notice for 2 s (a failure is only logged, FC §8), and, when axiomButtonEnabled, a link to the
 * trading site chosen for the chain (FC §7), marked when the post was deleted. On a feed card its
 * market follows it (issue 52, AddressMarketLine: from the card's AddressMarketsProvider); chat's
 * chips, outside any card, have none.
 */
export function ContractAddressChip({
  address,
  chain,
  text = address,
  fromDeletedPost,
  mark,
}: Props) {
  const enabled = useTrackerSettings((s) => s.axiomButtonEnabled);
  const solana = useTrackerSettings((s) => s.contractButtonPlatform);
  const bnb = useTrackerSettings((s) => s.bnbButtonPlatform);
  const { copied, copy } = useCopyAddress(address);

  const link = enabled
    ? tradingLink(address, chain, { contractButtonPlatform: solana, bnbButtonPlatform: bnb })
    : null;
  return (
    <>
      <span className={`ca-chip ca-chip-${chain}`}>
        <button
          type="button"
          className="ca-copy"
          aria-label={copyLabel(address)}
          title={copyLabel(address)}
          onClick={copy}
        >
          <MiddleShortened text={text} />
        </button>
        {mark}
        {link ? (
          <ExternalLink
            href={link.url}
            className={fromDeletedPost ? 'ca-trade is-from-deleted' : 'ca-trade'}
            label={
              fromDeletedPost
                ? `${tradeLabel(address, link.label)} (${CARD_TEXT.fromDeletedPost})`
                : tradeLabel(address, link.label)
            }
            title={tradeTitle(link.label, Boolean(fromDeletedPost))}
          >
            {link.label}
            {fromDeletedPost ? (
              <span className="ca-trade-deleted">{CARD_TEXT.fromDeletedPost}</span>
            ) : null}
          </ExternalLink>
        ) : null}
        {copied ? (
          <span className="ca-copied" role="status">
            {CARD_TEXT.copied}
          </span>
        ) : null}
      </span>
      <AddressMarketLine address={address} chain={chain} />
    </>
  );
}

/** Characters kept after the … when a narrow card shortens an address in the middle. */
const KEPT_TAIL = 6;

/**
 * Issue 50: the text in two spans, so a card too narrow for it (a phone, cards.css) can cut the
 * head with an ellipsis and keep the tail: '5fLWHE32…mipump'. On a wide card the two spans read
 * as the one text they were. The button's label and the copy keep the whole address.
 */
function MiddleShortened({ text }: { text: string }) {
  if (text.length <= KEPT_TAIL * 2) return text;
  return (
    <>
      <span className="ca-head">{text.slice(0, -KEPT_TAIL)}</span>
      <span className="ca-tail">{text.slice(-KEPT_TAIL)}</span>
    </>
  );
}
