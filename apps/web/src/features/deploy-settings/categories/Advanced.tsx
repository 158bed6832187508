import { DEPLOY_SETTINGS_FIELDS, SETTINGS_TRANSFER_MESSAGES } from '@launchdeck/protocol';
import { useState } from 'react';
import { KEYS, remove } from '../../../lib/storage.ts';
import { ConfirmDialog } from '../../modal/index.ts';
import { useTrackerSettingsStore } from '../../settings/index.ts';
import { TransferSections, useSettingsTransfer } from '../../settings-ui/index.ts';
import { deploySettingsDefaults } from '../advanced/settings-transfer.ts';
import { useDeploySettingsController } from '../context.tsx';
import { ADVANCED_TEXT } from '../strings.ts';

/**
 * DA §2 Advanced: export the deploy settings to the clipboard, import them from pasted JSON, reset
 * them to their defaults (after a confirmation). Settings save themselves; nothing here is needed
 * to keep a change.
 */
export function Advanced() {
  const settings = useTrackerSettingsStore();
  const { showToast } = useDeploySettingsController();
  // DA §2 export: the deploy settings (the key's tracker fields are the feed settings').
  const transfer = useSettingsTransfer({
    settings,
    fields: DEPLOY_SETTINGS_FIELDS,
    showToast,
    copyFailed: ADVANCED_TEXT.copyFailed,
  });
  const [confirmReset, setConfirmReset] = useState(false);

  const reset = () => {
    settings.update(deploySettingsDefaults());
    remove(KEYS.bnbGwei);
    setConfirmReset(false);
    showToast('success', SETTINGS_TRANSFER_MESSAGES.reset);
  };

  return (
    <div className="ds-category">
      <p className="ds-hint ds-autosave-note">{ADVANCED_TEXT.autoSave}</p>
      <TransferSections transfer={transfer} text={ADVANCED_TEXT} />
      <section className="ds-group" aria-label={ADVANCED_TEXT.resetTitle}>
        <h3 className="ds-group-title">{ADVANCED_TEXT.resetTitle}</h3>
        <p className="ds-hint">{ADVANCED_TEXT.resetHint}</p>
        <div>
          <button type="button" className="btn btn-danger" onClick={() => setConfirmReset(true)}>
            {ADVANCED_TEXT.resetButton}
          </button>
        </div>
      </section>
      {confirmReset ? (
        <ConfirmDialog
          title={ADVANCED_TEXT.resetTitle}
          text={ADVANCED_TEXT.resetConfirm}
          confirmLabel={ADVANCED_TEXT.resetConfirmButton}
          onConfirm={reset}
          onCancel={() => setConfirmReset(false)}
        />
      ) : null}
    </div>
  );
}
