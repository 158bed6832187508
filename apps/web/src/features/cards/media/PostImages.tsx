import { useState } from 'react';
import { useTrackerSettings } from '../../settings/index.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { CARD_TEXT } from '../strings.ts';
import { ImageModal } from './ImageModal.tsx';
import { copyImageUrl, downloadImage, imageFileName, imageSearchUrl } from './image-actions.ts';

/** FC §2: up to four image classes; a fifth image and beyond show as "+N" on the fourth. */
const MAX_SHOWN = 4;
const COUNT_CLASS = ['', 'one', 'two', 'three', 'four'] as const;

type Props = {
  images: ReadonlyArray<{ url: string }> | undefined;
  /** For download file names (FC §9: handle and id). */
  handle: string;
  postId: string;
  /** Smaller images inside quotes and parents. */
  compact?: boolean;
};

/**
 * A post's images, grid or vertical by `imageLayout`, each in a reserved box so the list does not
 * jump as they load. Broken images are hidden (FC §8). A click opens the image modal, unless
 * devSettings asks to download the image or copy its URL.
 */
export function PostImages({ images, handle, postId, compact = false }: Props) {
  const layout = useTrackerSettings((s) => s.imageLayout);
  const dev = useTrackerSettings((s) => s.devSettings);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const [open, setOpen] = useState<string | null>(null);

  // Unique URLs (a source may repeat one), minus the broken ones.
  const working = [...new Set((images ?? []).map((image) => image.url))].filter(
    (url) => !broken.has(url),
  );
  if (working.length === 0) return null;
  const shown = working.slice(0, MAX_SHOWN);
  const extra = working.length - shown.length;

  const onClick = (url: string, index: number) => {
    if (dev.downloadImageOnClick) {
      void downloadImage(url, (type) => imageFileName(handle, postId, index, type));
    }
    if (dev.copyUrlOnClick) void copyImageUrl(url);
    if (!dev.downloadImageOnClick && !dev.copyUrlOnClick) setOpen(url);
  };

  const classes = [
    'post-images',
    `post-images-${COUNT_CLASS[shown.length]}`,
    `post-images-${layout}`,
    compact ? 'post-images-compact' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {shown.map((url, index) => (
        <div className="post-image-cell" key={url}>
          <button
            type="button"
            className="post-image-button"
            aria-label={`Image ${index + 1} of ${working.length}`}
            onClick={() => onClick(url, index)}
          >
            <img
              className="post-image"
              src={url}
              alt=""
              decoding="async"
              referrerPolicy="no-referrer"
              onError={() => setBroken((prev) => new Set(prev).add(url))}
            />
            {extra > 0 && index === shown.length - 1 ? (
              <span className="post-image-more" aria-hidden="true">
                +{extra}
              </span>
            ) : null}
          </button>
          <ExternalLink
            href={imageSearchUrl(url)}
            className="post-image-search"
            label={CARD_TEXT.searchImage}
            title={CARD_TEXT.searchImage}
          />
        </div>
      ))}
      {open ? <ImageModal url={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
