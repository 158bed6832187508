import type { ImageAddressSource } from '@launchdeck/protocol';
import { PictureIcon } from '../icons.tsx';
import { IMAGE_ADDRESS_TEXT, VERIFIED_BY_TEXT } from '../strings.ts';

type Props =
  | { unverified: true; verifiedBy?: undefined }
  | { unverified?: false; verifiedBy: ImageAddressSource | undefined };

/**
 * The small mark beside an address read from a picture: a verified one's tooltip says what vouches
 * for it; an unverified one says so in the mark itself.
 */
export function FromImageMark({ unverified = false, verifiedBy }: Props) {
  return (
    <span
      className={unverified ? 'ia-mark is-unverified' : 'ia-mark'}
      title={verifiedBy ? VERIFIED_BY_TEXT[verifiedBy] : undefined}
    >
      <PictureIcon />
      {IMAGE_ADDRESS_TEXT.fromImage}
      {unverified ? (
        <span className="ia-mark-unverified"> · {IMAGE_ADDRESS_TEXT.unverified}</span>
      ) : null}
    </span>
  );
}
