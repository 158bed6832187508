import { SETTINGS_TRANSFER_MESSAGES } from '@launchdeck/protocol';
import { useState } from 'react';
import { KEYS, remove } from '../../../lib/storage.ts';
import { ConfirmDialog } from '../../modal/index.ts';
import { useTrackerSettingsStore } from '../../settings/index.ts';
import { ExportedDialog, ImportDialog } from '../../settings-ui/index.ts';
import {
  deploySettingsDefaults,
  exportDeploySettings,
  importDeploySettings,
} from '../advanced/settings-transfer.ts';
import { useDeploySettingsController } from '../context.tsx';
import { ADVANCED_TEXT } from '../strings.ts';

type Open =
  | { kind: 'exported'; json: string; copied: boolean }
  | { kind: 'import' }
  | { kind: 'reset' };

/**
 * DA §2 Advanced: export the deploy settings to the clipboard, import them from pasted JSON, reset
 * them to their defaults (after a confirmation). Settings save themselves; nothing here is needed
 * to keep a change.
 */
export function Advanced() {
  const settings = useTrackerSettingsStore();
  const { showToast } = useDeploySettingsController();
  const [open, setOpen] = useState<Open | null>(null);

  const exportSettings = async () => {
    let json: string;
    try {
      json = exportDeploySettings(settings.get());
    } catch (error) {
      console.warn('Exporting the settings failed', error);
      showToast('error', SETTINGS_TRANSFER_MESSAGES.exportFailed);
      return;
    }
    const copied = await navigator.clipboard.writeText(json).then(
      () => true,
      (error: unknown) => {
        console.warn('Copying the settings to the clipboard failed', error);
        return false;
      },
    );
    if (!copied) showToast('error', ADVANCED_TEXT.copyFailed);
    setOpen({ kind: 'exported', json, copied });
  };

  const importSettings = (text: string): string | null => {
    const parsed = importDeploySettings(text);
    if (!parsed.ok) return parsed.error;
    settings.update(parsed.patch);
    setOpen(null);
    showToast('success', SETTINGS_TRANSFER_MESSAGES.imported);
    return null;
  };

  const reset = () => {
    settings.update(deploySettingsDefaults());
    remove(KEYS.bnbGwei);
    setOpen(null);
    showToast('success', SETTINGS_TRANSFER_MESSAGES.reset);
  };

  return (
    <div className="ds-category">
      <p className="ds-hint ds-autosave-note">{ADVANCED_TEXT.autoSave}</p>
      <section className="ds-group" aria-label={ADVANCED_TEXT.exportTitle}>
        <h3 className="ds-group-title">{ADVANCED_TEXT.exportTitle}</h3>
        <p className="ds-hint">{ADVANCED_TEXT.exportHint}</p>
        <div>
          <button type="button" className="btn btn-secondary" onClick={() => void exportSettings()}>
            {ADVANCED_TEXT.exportButton}
          </button>
        </div>
      </section>
      <section className="ds-group" aria-label={ADVANCED_TEXT.importTitle}>
        <h3 className="ds-group-title">{ADVANCED_TEXT.importTitle}</h3>
        <p className="ds-hint">{ADVANCED_TEXT.importHint}</p>
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setOpen({ kind: 'import' })}
          >
            {ADVANCED_TEXT.importOpen}
          </button>
        </div>
      </section>
      <section className="ds-group" aria-label={ADVANCED_TEXT.resetTitle}>
        <h3 className="ds-group-title">{ADVANCED_TEXT.resetTitle}</h3>
        <p className="ds-hint">{ADVANCED_TEXT.resetHint}</p>
        <div>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => setOpen({ kind: 'reset' })}
          >
            {ADVANCED_TEXT.resetButton}
          </button>
        </div>
      </section>
      {open?.kind === 'exported' ? (
        <ExportedDialog
          title={ADVANCED_TEXT.exportedTitle}
          label={ADVANCED_TEXT.exportedLabel}
          json={open.json}
          status={open.copied ? ADVANCED_TEXT.exportedCopied : ADVANCED_TEXT.exportedNotCopied}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'import' ? (
        <ImportDialog
          title={ADVANCED_TEXT.importTitle}
          label={ADVANCED_TEXT.importLabel}
          placeholder={ADVANCED_TEXT.importPlaceholder}
          onImport={importSettings}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'reset' ? (
        <ConfirmDialog
          title={ADVANCED_TEXT.resetTitle}
          text={ADVANCED_TEXT.resetConfirm}
          confirmLabel={ADVANCED_TEXT.resetConfirmButton}
          onConfirm={reset}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
