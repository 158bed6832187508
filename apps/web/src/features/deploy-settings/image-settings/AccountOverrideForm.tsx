import {
  ACCOUNT_IMAGE_TYPES,
  type AccountImageSetting,
  AccountImageType,
} from '@launchdeck/protocol';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSession } from '../../session/index.ts';
import { uploadImageFile } from '../../token-images/index.ts';
import { accountOverrideFrom } from './account-override.ts';
import { IMAGE_SETTINGS_TEXT } from './image-settings-text.ts';

type Props = {
  /** Saves the override (an account already listed is replaced). */
  onAdd: (username: string, setting: AccountImageSetting) => void;
  /** Uploads a picked file and answers its hosted link; tests hold or fail it. */
  upload?: typeof uploadImageFile;
};

type Upload = { status: 'idle' } | { status: 'uploading' } | { status: 'done'; url: string };

/**
 * DA §2 / §5 account override form: a username, an image type, and for Custom an image link or an
 * uploaded file (POST /api/token-images; only its hosted link is kept, never the file's bytes).
 */
export function AccountOverrideForm({ onAdd, upload = uploadImageFile }: Props) {
  const sessionId = useSession((s) =>
    s.phase.status === 'active' ? s.phase.user.sessionId : null,
  );
  const [username, setUsername] = useState('');
  const [imageType, setImageType] = useState<AccountImageType>('ascii');
  const [customUrl, setCustomUrl] = useState('');
  const [file, setFile] = useState<Upload>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  const pickFile = async (picked: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!picked) return;
    if (!sessionId) {
      setError(IMAGE_SETTINGS_TEXT.uploadNeedsLogin);
      return;
    }
    setError(null);
    setFile({ status: 'uploading' });
    try {
      setFile({ status: 'done', url: await upload(sessionId, picked) });
    } catch (failure) {
      setFile({ status: 'idle' });
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = accountOverrideFrom({
      username,
      imageType,
      customUrl,
      customFile: file.status === 'done' ? file.url : '',
    });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    onAdd(result.username, result.setting);
    setUsername('');
    setCustomUrl('');
    setFile({ status: 'idle' });
    setError(null);
  };

  const custom = imageType === 'custom';
  return (
    <form className="account-override-form" onSubmit={add} noValidate>
      <div className="ds-row">
        <div className="ds-field">
          <label htmlFor={`${ids}-username`} className="ds-label">
            {IMAGE_SETTINGS_TEXT.username}
          </label>
          <input
            id={`${ids}-username`}
            className="ds-input"
            placeholder={IMAGE_SETTINGS_TEXT.usernamePlaceholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setError(null);
            }}
          />
        </div>
        <div className="ds-field">
          <label htmlFor={`${ids}-type`} className="ds-label">
            {IMAGE_SETTINGS_TEXT.imageType}
          </label>
          <select
            id={`${ids}-type`}
            className="ds-input"
            value={imageType}
            onChange={(event) => {
              setImageType(AccountImageType.catch('ascii').parse(event.target.value));
              setError(null);
            }}
          >
            {ACCOUNT_IMAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {IMAGE_SETTINGS_TEXT.types[type]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {custom ? (
        <div className="ds-row account-override-custom">
          <div className="ds-field">
            <label htmlFor={`${ids}-link`} className="ds-label">
              {IMAGE_SETTINGS_TEXT.imageLink}
            </label>
            <input
              id={`${ids}-link`}
              className="ds-input"
              type="url"
              placeholder={IMAGE_SETTINGS_TEXT.imageLinkPlaceholder}
              autoComplete="off"
              maxLength={2048}
              value={customUrl}
              onChange={(event) => {
                setCustomUrl(event.target.value);
                setError(null);
              }}
            />
          </div>
          <div className="account-override-upload">
            <input
              ref={fileInput}
              id={`${ids}-file`}
              className="visually-hidden"
              type="file"
              accept="image/*"
              disabled={file.status === 'uploading'}
              onChange={(event) => void pickFile(event.target.files?.[0])}
            />
            <label htmlFor={`${ids}-file`} className="btn btn-secondary ds-small">
              {file.status === 'uploading'
                ? IMAGE_SETTINGS_TEXT.uploading
                : IMAGE_SETTINGS_TEXT.uploadImage}
            </label>
            {file.status === 'done' ? (
              <span className="account-override-uploaded">
                <img src={file.url} alt={IMAGE_SETTINGS_TEXT.uploaded} width={32} height={32} />
                <button
                  type="button"
                  className="btn btn-ghost ds-small"
                  aria-label={IMAGE_SETTINGS_TEXT.removeUpload}
                  onClick={() => setFile({ status: 'idle' })}
                >
                  ×
                </button>
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="account-override-actions">
        <button type="submit" className="btn btn-primary" disabled={file.status === 'uploading'}>
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
