import { useState } from 'react';
import { IMAGE_ADDRESS_TEXT } from '../strings.ts';
import { type CropBox, cropView } from './crop.ts';

/** The largest crop the tooltip shows, in CSS pixels: a whole address line at a readable size. */
export const CROP_FIT = { width: 640, height: 160 } as const;

/** Room the tooltip's padding and the screen's edges take beside the crop, in CSS pixels. */
const TIP_MARGIN = 48;

/** CROP_FIT, narrowed to the screen on a phone (the tooltip is at most the screen's width). */
function cropFit(): { width: number; height: number } {
  const room = typeof window === 'undefined' ? CROP_FIT.width : window.innerWidth - TIP_MARGIN;
  return { width: Math.max(160, Math.min(CROP_FIT.width, room)), height: CROP_FIT.height };
}

type Natural = { width: number; height: number };
type Props = { imageUrl: string; box: CropBox | undefined };

/**
 * The part of the picture an address was read from, enlarged, with the address outlined, so a
 * trader compares the characters by eye. The picture is drawn whole inside a clipped frame, placed
 * by its natural size (known once it loads), which crops it without a canvas.
 */
export function CropPreview({ imageUrl, box }: Props) {
  const [natural, setNatural] = useState<Natural | null>(null);
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="image-crop-failed">{IMAGE_ADDRESS_TEXT.cropFailed}</span>;
  const view = natural ? cropView(box, natural, cropFit()) : null;
  return (
    <span
      className={view ? 'image-crop' : 'image-crop is-loading'}
      style={view ? { width: view.width, height: view.height } : undefined}
    >
      <img
        className="image-crop-picture"
        src={imageUrl}
        alt={IMAGE_ADDRESS_TEXT.cropAlt}
        decoding="async"
        referrerPolicy="no-referrer"
        style={
          view
            ? {
                left: view.image.x,
                top: view.image.y,
                width: view.image.width,
                height: view.image.height,
              }
            : undefined
        }
        onLoad={(event) => {
          const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
          if (width > 0 && height > 0) setNatural({ width, height });
          else setFailed(true);
        }}
        onError={() => setFailed(true)}
      />
      {view?.mark ? (
        <span
          className="image-crop-mark"
          aria-hidden="true"
          style={{
            left: view.mark.x,
            top: view.mark.y,
            width: view.mark.width,
            height: view.mark.height,
          }}
        />
      ) : null}
    </span>
  );
}
