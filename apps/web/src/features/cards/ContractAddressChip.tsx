import { type Chain, tradingLink } from '@launchdeck/protocol';
import { useEffect, useState } from 'react';
import { useTrackerSettings } from '../settings/index.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { CopyIcon } from './icons.tsx';
import { CARD_TEXT, copyLabel, tradeLabel } from './strings.ts';

/** FC §9: the copy notice shows for 2 s. */
export const COPIED_NOTICE_MS = 2000;

type Props = { address: string; chain: Chain; text?: string };

/**
 * A detected contract address (FC §5): a button that copies exactly the address, with a 'copied'
 * notice for 2 s (a failure is only logged, FC §8), and, when axiomButtonEnabled, a link to the
 * trading site chosen for the chain (FC §7).
 */
export function ContractAddressChip({ address, chain, text = address }: Props) {
  const enabled = useTrackerSettings((s) => s.axiomButtonEnabled);
  const solana = useTrackerSettings((s) => s.contractButtonPlatform);
  const bnb = useTrackerSettings((s) => s.bnbButtonPlatform);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      (error: unknown) => console.error('Copying the contract address failed', error),
    );
  };

  const link = enabled
    ? tradingLink(address, chain, { contractButtonPlatform: solana, bnbButtonPlatform: bnb })
    : null;
  return (
    <span className={`ca-chip ca-chip-${chain}`}>
      <button
        type="button"
        className="ca-copy"
        aria-label={copyLabel(address)}
        title="Copy contract address"
        onClick={copy}
      >
        <span className="ca-text">{text}</span>
        <span className="ca-copy-icon">
          <CopyIcon />
        </span>
      </button>
      {link ? (
        <ExternalLink
          href={link.url}
          className="ca-trade"
          label={tradeLabel(address, link.label)}
          title={`Open on ${link.label}`}
        >
          {link.label}
        </ExternalLink>
      ) : null}
      {copied ? (
        <span className="ca-copied" role="status">
          {CARD_TEXT.copied}
        </span>
      ) : null}
    </span>
  );
}
