import {
  type AddWatchedAccountRequestBody,
  AddWatchedAccountRequestBody as Body,
  POST_LIMITS,
  WATCHABLE_PLATFORMS,
  type WatchablePlatform,
} from '@launchdeck/protocol';
import { useCallback, useId, useState } from 'react';
import { AdminField } from '../tab-parts/AdminField.tsx';
import { type EntryCheck, NameEntryForm } from '../tab-parts/NameEntryForm.tsx';
import { checkBody } from '../tab-parts/schema-check.ts';
import { platformName, WATCHED_TEXT } from './watched-text.ts';

type Props = {
  /** Sends the checked body; resolves true when the server accepted it (the input then clears). */
  onAdd: (body: AddWatchedAccountRequestBody) => Promise<boolean>;
  busy: boolean;
};

/**
 * A platform and a handle; the handle is held to that platform's rule (the server's own schema)
 * before anything is sent, and a refusal stays under the input until the admin types again or
 * picks another platform.
 */
export function AddWatchedForm({ onAdd, busy }: Props) {
  const [platform, setPlatform] = useState<WatchablePlatform>('twitter');
  const platformId = useId();
  const check = useCallback<EntryCheck>(
    (text) => {
      const checked = checkBody(Body, { platform, handle: text });
      return 'error' in checked ? checked : { value: checked.value.handle };
    },
    [platform],
  );

  return (
    <NameEntryForm
      label={WATCHED_TEXT.inputLabel}
      placeholder={WATCHED_TEXT.placeholder}
      submitLabel={WATCHED_TEXT.add}
      maxLength={POST_LIMITS.handleMax + 1}
      check={check}
      onAdd={(handle) => onAdd({ platform, handle })}
      busy={busy}
      leading={
        <AdminField id={platformId} label={WATCHED_TEXT.platformLabel}>
          <select
            id={platformId}
            className="admin-input"
            value={platform}
            onChange={(event) =>
              setPlatform(WATCHABLE_PLATFORMS.find((p) => p === event.target.value) ?? 'twitter')
            }
          >
            {WATCHABLE_PLATFORMS.map((option) => (
              <option key={option} value={option}>
                {platformName(option)}
              </option>
            ))}
          </select>
        </AdminField>
      }
    />
  );
}
