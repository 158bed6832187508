import { chainOfMode, type DeployMode } from '@launchdeck/protocol';
import { useEffect, useState } from 'react';
import { CopyIcon, ExternalLink } from '../cards/index.ts';
import { useTrackerSettings } from '../settings/index.ts';
import { LAUNCHES_TEXT } from './launches-text.ts';
import { launchLinks } from './links.ts';
import './launch-list.css';
import './launch-addresses.css';

/** As the cards' address chip: the 'Copied' notice shows for 2 s (FC §9). */
const COPIED_MS = 2000;

/** 'So1ana…Mint': the address's ends, the whole of it in the copy button's label and title. */
const shortened = (address: string) =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

function LaunchAddress({
  address,
  mode,
  simulated,
}: {
  address: string;
  mode: DeployMode;
  simulated: boolean;
}) {
  const solana = useTrackerSettings((s) => s.contractButtonPlatform);
  const bnb = useTrackerSettings((s) => s.bnbButtonPlatform);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const links = launchLinks(address, mode, {
    contractButtonPlatform: solana,
    bnbButtonPlatform: bnb,
  });
  const explorer = LAUNCHES_TEXT.explorer(chainOfMode(mode));
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      (error: unknown) => console.error('Copying the address failed', error),
    );
  return (
    <li className="launch-address">
      <button
        type="button"
        className="launch-address-copy"
        aria-label={LAUNCHES_TEXT.copyAddress(address)}
        title={address}
        onClick={copy}
      >
        <span className="launch-address-text">{shortened(address)}</span>
        <CopyIcon />
      </button>
      {simulated ? null : (
        <>
          <ExternalLink
            href={links.trading.url}
            className="launch-link is-trading"
            label={LAUNCHES_TEXT.openOn(links.trading.label, address)}
          >
            {links.trading.label}
          </ExternalLink>
          <ExternalLink
            href={links.explorer}
            className="launch-link"
            label={LAUNCHES_TEXT.openOn(explorer, address)}
          >
            {explorer}
          </ExternalLink>
        </>
      )}
      {copied ? (
        <span className="launch-copied" role="status">
          {LAUNCHES_TEXT.copied}
        </span>
      ) : null}
    </li>
  );
}

/**
 * A launch's tokens (several for a multi-deploy), each with copy, trading site and explorer; a
 * simulated launch's (the offline launcher's) only with copy: no site has them (issue 50).
 */
export function LaunchAddresses({
  addresses,
  mode,
  simulated = false,
}: {
  addresses: string[];
  mode: DeployMode;
  simulated?: boolean;
}) {
  if (addresses.length === 0)
    return <span className="launch-muted">{LAUNCHES_TEXT.noAddress}</span>;
  return (
    <ul className="launch-addresses">
      {addresses.map((address) => (
        <LaunchAddress key={address} address={address} mode={mode} simulated={simulated} />
      ))}
    </ul>
  );
}
