import { PictureIcon } from '../icons.tsx';
import { IMAGE_ADDRESS_TEXT } from '../strings.ts';

/** The small mark beside an address read from a picture; an unverified one says so. */
export function FromImageMark({ unverified = false }: { unverified?: boolean }) {
  return (
    <span className={unverified ? 'ia-mark is-unverified' : 'ia-mark'}>
      <PictureIcon />
      {IMAGE_ADDRESS_TEXT.fromImage}
      {unverified ? (
        <span className="ia-mark-unverified"> · {IMAGE_ADDRESS_TEXT.unverified}</span>
      ) : null}
    </span>
  );
}
