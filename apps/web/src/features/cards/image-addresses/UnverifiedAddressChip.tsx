import type { ImageAddress } from '@launchdeck/protocol';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { WarningIcon } from '../icons.tsx';
import { CARD_TEXT, copyLabel, DID_YOU_MEAN_TEXT, IMAGE_ADDRESS_TEXT } from '../strings.ts';
import { useCopyAddress } from '../use-copy-address.ts';
import { CropPreview } from './CropPreview.tsx';
import { FromImageMark } from './FromImageMark.tsx';
import { type TwinPart, twinParts } from './twin.ts';

type Props = { entry: ImageAddress };

/** A look-alike's characters, the ones that differ from the address as read marked. */
function TwinText({ parts }: { parts: TwinPart[] }) {
  return (
    <code className="ia-twin">
      {parts.map((part, index) =>
        part.differs ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </code>
  );
}

/**
 * An address read from a picture that no source vouches for (issue 31): copyable, in the warning
 * colour, with no trading link, and on hover or keyboard focus a tooltip with the crop of the
 * picture it was read from, so the trader checks it by eye; Escape hides the tooltip. The tooltip
 * is a popover: in the top layer it escapes the card groups' paint containment, and anchor
 * positioning (image-addresses.css) puts it under the chip, or above it near the bottom.
 * Issue 48: when a source vouches for a look-alike of the address as read (one the picture does
 * not show), the chip says "did you mean …?" with the differing characters marked, and the
 * tooltip gives the whole look-alike and what knows it; it is never copyable from here.
 */
export function UnverifiedAddressChip({ entry }: Props) {
  const { copied, copy } = useCopyAddress(entry.address);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const tip = useRef<HTMLSpanElement>(null);
  const id = useId();
  const tipId = `${id}-crop`;
  const open = (hovered || focused) && !dismissed;
  const twin = entry.didYouMean;

  useEffect(() => {
    if (open) tip.current?.showPopover?.();
    else tip.current?.hidePopover?.();
  }, [open]);

  // Escape hides an open tooltip, whether the pointer or the keyboard opened it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Each chip anchors its own tooltip (the popover inherits the name from the chip).
  const anchor = { '--ia-anchor': `--ia-${id.replace(/[^\w-]/g, '')}` } as CSSProperties;

  return (
    <span className="ca-chip ia-chip is-unverified" style={anchor}>
      <button
        type="button"
        className="ca-copy ia-copy"
        aria-label={copyLabel(entry.address)}
        aria-describedby={tipId}
        onClick={copy}
        onPointerEnter={() => {
          setHovered(true);
          setDismissed(false);
        }}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
      >
        <span className="ia-warning-icon">
          <WarningIcon />
        </span>
        {entry.address}
      </button>
      <FromImageMark unverified />
      {twin ? (
        <span className="ia-did-you-mean">
          {IMAGE_ADDRESS_TEXT.didYouMean}{' '}
          <TwinText parts={twinParts(entry.address, twin.address)} />?
        </span>
      ) : null}
      {copied ? (
        <span className="ca-copied" role="status">
          {CARD_TEXT.copied}
        </span>
      ) : null}
      <span ref={tip} id={tipId} role="tooltip" popover="manual" className="ia-tip">
        <span className="ia-tip-caption">
          <WarningIcon />
          {IMAGE_ADDRESS_TEXT.checkBeforeTrading}
        </span>
        {open ? <CropPreview imageUrl={entry.imageUrl} box={entry.box} /> : null}
        {twin ? (
          <span className="ia-tip-twin">
            {IMAGE_ADDRESS_TEXT.didYouMean}{' '}
            <TwinText parts={twinParts(entry.address, twin.address, true)} />? (
            {DID_YOU_MEAN_TEXT[twin.verifiedBy]}) {IMAGE_ADDRESS_TEXT.didYouMeanNote}
          </span>
        ) : null}
      </span>
    </span>
  );
}
