import type { AccountImageSetting } from '@launchdeck/protocol';
import { generatedImageSrc } from '../../token-images/index.ts';
import { customImageOf } from './account-override.ts';
import { IMAGE_SETTINGS_TEXT } from './image-settings-text.ts';

type Props = {
  overrides: Readonly<Record<string, AccountImageSetting>>;
  onRemove: (username: string) => void;
};

/** What an override's image looks like: the server's drawing for ascii and letter, the link for custom. */
function Preview({ username, setting }: { username: string; setting: AccountImageSetting }) {
  const { imageType } = setting;
  const src =
    imageType === 'ascii' || imageType === 'letter'
      ? generatedImageSrc(imageType, username)
      : imageType === 'custom'
        ? customImageOf(setting)
        : '';
  if (!src)
    return (
      <span className="account-override-preview is-post">{IMAGE_SETTINGS_TEXT.postImage}</span>
    );
  return (
    <img
      className="account-override-preview"
      src={src}
      alt={IMAGE_SETTINGS_TEXT.preview(username)}
      width={40}
      height={40}
      loading="lazy"
    />
  );
}

/** DA §2 account-specific overrides: each account with its image type, a preview and remove. */
export function AccountOverrideList({ overrides, onRemove }: Props) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return <p className="ds-hint">{IMAGE_SETTINGS_TEXT.noAccounts}</p>;
  return (
    <ul className="account-overrides ds-list">
      {entries.map(([username, setting]) => (
        <li key={username} className="account-override" aria-label={username}>
          <Preview username={username} setting={setting} />
          <span className="account-override-name">@{username}</span>
          <span className="account-override-type">
            {IMAGE_SETTINGS_TEXT.types[setting.imageType]}
          </span>
          {setting.imageType === 'custom' ? (
            <span className="account-override-link" title={customImageOf(setting)}>
              {customImageOf(setting)}
            </span>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost ds-small ds-remove account-override-remove"
            aria-label={IMAGE_SETTINGS_TEXT.remove(username)}
            onClick={() => onRemove(username)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
