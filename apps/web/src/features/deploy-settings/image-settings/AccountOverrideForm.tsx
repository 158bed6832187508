import {
  ACCOUNT_IMAGE_TYPES,
  type AccountImageSetting,
  type AccountImageType,
} from '@launchdeck/protocol';
import { type FormEvent, useState } from 'react';
import { SelectField, TextField } from '../../settings-ui/index.ts';
import { ImageUploadButton } from '../fields/ImageUploadButton.tsx';
import { useImageUpload } from '../fields/useImageUpload.ts';
import { accountOverrideFrom } from './account-override.ts';
import { IMAGE_SETTINGS_TEXT } from './image-settings-text.ts';

type Props = {
  /** Saves the override (an account already listed is replaced). */
  onAdd: (username: string, setting: AccountImageSetting) => void;
};

/**
 * DA §2 / §5 account override form: a username, an image type, and for Custom an image link or an
 * uploaded file (POST /api/token-images; only its hosted link is kept, never the file's bytes).
 */
export function AccountOverrideForm({ onAdd }: Props) {
  const [username, setUsername] = useState('');
  const [imageType, setImageType] = useState<AccountImageType>('ascii');
  const [customUrl, setCustomUrl] = useState('');
  // The uploaded file's hosted link; '' when none.
  const [customFile, setCustomFile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { uploading, pick } = useImageUpload({
    onStart: () => {
      setError(null);
      setCustomFile('');
    },
    onUploaded: setCustomFile,
    onFailed: setError,
  });
  // A field typed: the refusal it answered goes.
  const edit =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setError(null);
    };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = accountOverrideFrom({ username, imageType, customUrl, customFile });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    onAdd(result.username, result.setting);
    setUsername('');
    setCustomUrl('');
    setCustomFile('');
    setError(null);
  };

  return (
    <form className="account-override-form ds-card" onSubmit={add} noValidate>
      <div className="ds-row">
        <TextField
          label={IMAGE_SETTINGS_TEXT.username}
          placeholder={IMAGE_SETTINGS_TEXT.usernamePlaceholder}
          maxLength={64}
          value={username}
          onChange={edit(setUsername)}
        />
        <SelectField
          label={IMAGE_SETTINGS_TEXT.imageType}
          value={imageType}
          choices={ACCOUNT_IMAGE_TYPES}
          labels={IMAGE_SETTINGS_TEXT.types}
          onChange={edit(setImageType)}
        />
      </div>
      {imageType === 'custom' ? (
        <div className="ds-row account-override-custom">
          <TextField
            type="url"
            label={IMAGE_SETTINGS_TEXT.imageLink}
            placeholder={IMAGE_SETTINGS_TEXT.imageLinkPlaceholder}
            maxLength={2048}
            value={customUrl}
            onChange={edit(setCustomUrl)}
          />
          <div className="account-override-upload">
            <ImageUploadButton uploading={uploading} onPick={(file) => void pick(file)} />
            {customFile ? (
              <span className="account-override-uploaded">
                <img src={customFile} alt={IMAGE_SETTINGS_TEXT.uploaded} width={32} height={32} />
                <button
                  type="button"
                  className="btn btn-ghost ds-small"
                  aria-label={IMAGE_SETTINGS_TEXT.removeUpload}
                  onClick={() => setCustomFile('')}
                >
                  ×
                </button>
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="account-override-actions">
        <button type="submit" className="btn btn-primary" disabled={uploading}>
          {IMAGE_SETTINGS_TEXT.add}
        </button>
        {error ? (
          <p className="ds-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
