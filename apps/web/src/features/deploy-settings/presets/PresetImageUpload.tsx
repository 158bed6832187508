import { useState } from 'react';
import { ImageUploadButton } from '../fields/ImageUploadButton.tsx';
import { useImageUpload } from '../fields/useImageUpload.ts';

type Props = {
  /** The hosted link of the uploaded file: it becomes the preset's custom image link. */
  onUploaded: (url: string) => void;
};

/**
 * The preset's custom image from a file: uploaded once (POST /api/token-images) and kept as its
 * hosted link, so the preset stores a link as a typed one would be (DA §3 customImage).
 */
export function PresetImageUpload({ onUploaded }: Props) {
  const [error, setError] = useState<string | null>(null);
  const { uploading, pick } = useImageUpload({
    onStart: () => setError(null),
    onUploaded,
    onFailed: setError,
  });

  return (
    <div className="preset-image-upload">
      <ImageUploadButton uploading={uploading} onPick={(file) => void pick(file)} />
      {error ? (
        <span className="ds-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
