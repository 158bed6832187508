import { useId, useRef, useState } from 'react';
import { useSession } from '../../session/index.ts';
import { uploadImageFile } from '../../token-images/index.ts';
import { PRESETS_TEXT } from '../strings.ts';

type Props = {
  /** The hosted link of the uploaded file: it becomes the preset's custom image link. */
  onUploaded: (url: string) => void;
};

/**
 * The preset's custom image from a file: uploaded once (POST /api/token-images) and kept as its
 * hosted link, so the preset stores a link as a typed one would be (DA §3 customImage).
 */
export function PresetImageUpload({ onUploaded }: Props) {
  const sessionId = useSession((s) =>
    s.phase.status === 'active' ? s.phase.user.sessionId : null,
  );
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const pick = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!sessionId) {
      setError(PRESETS_TEXT.uploadNeedsLogin);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      onUploaded(await uploadImageFile(sessionId, file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="preset-image-upload">
      <input
        ref={fileInput}
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        disabled={uploading}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <label htmlFor={id} className="btn btn-secondary ds-small">
        {uploading ? PRESETS_TEXT.uploading : PRESETS_TEXT.uploadImage}
      </label>
      {error ? (
        <span className="ds-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
