import { useState } from 'react';
import type { DeployImage, ImageChoice } from '../form/form.ts';
import { DEPLOY_TEXT } from '../strings.ts';
import { imageSrc } from './image-items.ts';
import { IMAGE_TEXT } from './strings.ts';

type ImageThumbsProps = {
  images: readonly DeployImage[];
  choice: ImageChoice;
  onSelect: (id: string) => void;
  onCrop: (id: string) => void;
  onRemove: (id: string) => void;
};

function UploadBadge({ image }: { image: DeployImage }) {
  if (!image.upload) return null;
  if (image.upload.status === 'uploading') {
    return (
      <span className="thumb-status" role="status">
        <span className="thumb-spinner" aria-hidden="true" />
        {IMAGE_TEXT.uploading}
      </span>
    );
  }
  return (
    <span className="thumb-status is-failed" title={image.upload.error}>
      {IMAGE_TEXT.uploadFailedShort}
    </span>
  );
}

/**
 * DA §2 image area: the images as selectable thumbnails (the selected one is the token's image),
 * each with crop and remove, and its upload's state on it. A picture the browser cannot show gets
 * a placeholder and a sentence naming it, never the broken-image icon (issue 50).
 */
export function ImageThumbs({ images, choice, onSelect, onCrop, onRemove }: ImageThumbsProps) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const markBroken = (src: string) =>
    setBroken((known) => (known.has(src) ? known : new Set(known).add(src)));
  const brokenNumbers = images.flatMap((item, index) =>
    broken.has(imageSrc(item)) ? [index + 1] : [],
  );
  return (
    <>
      <ul className="deploy-thumbs">
        {images.map((item, index) => {
          const selected = choice.kind === 'image' && choice.id === item.id;
          const state = item.upload ? ` is-${item.upload.status}` : '';
          return (
            <li
              key={item.id}
              className={`deploy-thumb${selected ? ' is-selected' : ''}${state}`}
              data-image-id={item.id}
            >
              <button
                type="button"
                className="deploy-thumb-pick"
                aria-pressed={selected}
                aria-label={`Image ${index + 1}`}
                title={item.name}
                onClick={() => onSelect(item.id)}
              >
                {broken.has(imageSrc(item)) ? (
                  <span className="deploy-thumb-broken" title={IMAGE_TEXT.brokenImage}>
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <rect x="3" y="5" width="18" height="14" rx="2" />
                      <path d="M3 16l5-5 4 4 3-3 6 6" />
                    </svg>
                  </span>
                ) : (
                  <img
                    src={imageSrc(item)}
                    alt=""
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    onError={() => markBroken(imageSrc(item))}
                  />
                )}
              </button>
              <UploadBadge image={item} />
              <button
                type="button"
                className="thumb-crop"
                aria-label={IMAGE_TEXT.cropImage(index + 1)}
                title={IMAGE_TEXT.cropTitle}
                onClick={() => onCrop(item.id)}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 2v14a2 2 0 0 0 2 2h14M2 6h14a2 2 0 0 1 2 2v14" />
                </svg>
              </button>
              <button
                type="button"
                className="deploy-thumb-remove"
                aria-label={`${DEPLOY_TEXT.removeImage} ${index + 1}`}
                onClick={() => onRemove(item.id)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {brokenNumbers.length > 0 ? (
        <p className="image-note" role="status">
          {IMAGE_TEXT.brokenImages(brokenNumbers)}
        </p>
      ) : null}
    </>
  );
}
