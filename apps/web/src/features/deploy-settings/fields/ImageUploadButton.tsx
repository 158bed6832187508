import { useId } from 'react';
import { IMAGE_UPLOAD_TEXT } from '../strings.ts';

type Props = {
  uploading: boolean;
  /** The picked file (useImageUpload's pick). */
  onPick: (file: File | undefined) => void;
};

/** An 'Upload image' button opening the file picker; it says 'Uploading…' meanwhile. */
export function ImageUploadButton({ uploading, onPick }: Props) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file picked again is a new pick.
          event.target.value = '';
          onPick(file);
        }}
      />
      <label htmlFor={id} className="btn btn-secondary ds-small ds-upload-button">
        {uploading ? IMAGE_UPLOAD_TEXT.uploading : IMAGE_UPLOAD_TEXT.uploadImage}
      </label>
    </>
  );
}
