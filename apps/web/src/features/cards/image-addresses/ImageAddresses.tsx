import type { ImageAddress } from '@launchdeck/protocol';
import { useMemo } from 'react';
import { ContractAddressChip } from '../ContractAddressChip.tsx';
import { IMAGE_ADDRESS_TEXT } from '../strings.ts';
import { FromImageMark } from './FromImageMark.tsx';
import { imageAddressesToShow } from './shown.ts';
import { UnverifiedAddressChip } from './UnverifiedAddressChip.tsx';

type Props = {
  addresses: readonly ImageAddress[];
  /** The text the card shows: an address already chipped there is not repeated. */
  text: string;
};

/**
 * The contract addresses read from a post's pictures (issue 31), under them. A verified one is the
 * text address chip (copy, trading link) with a 'from image' mark; an unverified one is visibly
 * different (UnverifiedAddressChip). Cards mount it only for a post that has them, so the rest
 * of the feed pays nothing for it.
 */
export function ImageAddresses({ addresses, text }: Props) {
  const shown = useMemo(() => imageAddressesToShow(addresses, text), [addresses, text]);
  if (shown.length === 0) return null;
  return (
    <ul className="image-addresses" aria-label={IMAGE_ADDRESS_TEXT.list}>
      {shown.map((entry) => (
        <li key={`${entry.chain}:${entry.address}`}>
          {entry.verified ? (
            <ContractAddressChip
              address={entry.address}
              chain={entry.chain}
              mark={<FromImageMark verifiedBy={entry.verifiedBy} />}
            />
          ) : (
            <UnverifiedAddressChip entry={entry} />
          )}
        </li>
      ))}
    </ul>
  );
}
