import {
  parseSettingsImport,
  pickSettings,
  SETTINGS_TRANSFER_MESSAGES,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { useState } from 'react';
import type { Toast } from '../../modal/toast.ts';

/** The settings fields a dialog exports and imports, each with its schema. */
export type TransferFields = Parameters<typeof parseSettingsImport>[1];

export type TransferDialog =
  | { kind: 'exported'; json: string; copied: boolean }
  | { kind: 'import' }
  | null;

type Options = {
  /** The tracker settings store: `get` for the export, `update` applies (and broadcasts) an import. */
  settings: { get: () => TrackerSettings; update: (patch: Partial<TrackerSettings>) => void };
  /** Only these fields are exported, and only these are taken from a pasted import. */
  fields: TransferFields;
  showToast: (tone: Toast['tone'], text: string) => void;
  /** The toast when the browser refuses the clipboard (the dialog still shows the JSON). */
  copyFailed: string;
};

/** The fields' current values as the pretty JSON that Export settings copies. */
export function settingsJson(settings: TrackerSettings, fields: TransferFields): string {
  return JSON.stringify(pickSettings(settings, fields), null, 2);
}

/**
 * DA §5 / FC §2 settings export and import for a settings dialog's Advanced category: export
 * copies the fields as JSON and opens the "exported" dialog; import applies pasted JSON (one
 * refusal changes nothing) and says so in the toast. `dialog` is which of the two is open.
 */
export function useSettingsTransfer({ settings, fields, showToast, copyFailed }: Options) {
  const [dialog, setDialog] = useState<TransferDialog>(null);

  const exportSettings = async () => {
    let json: string;
    try {
      json = settingsJson(settings.get(), fields);
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
    if (!copied) showToast('error', copyFailed);
    setDialog({ kind: 'exported', json, copied });
  };

  /** Applies the pasted text; answers the message that refuses it, or null once applied. */
  const importSettings = (text: string): string | null => {
    const parsed = parseSettingsImport(text, fields);
    if (!parsed.ok) return parsed.error;
    settings.update(parsed.patch as Partial<TrackerSettings>);
    setDialog(null);
    showToast('success', SETTINGS_TRANSFER_MESSAGES.imported);
    return null;
  };

  return {
    dialog,
    exportSettings,
    importSettings,
    openImport: () => setDialog({ kind: 'import' }),
    close: () => setDialog(null),
  };
}

export type SettingsTransfer = ReturnType<typeof useSettingsTransfer>;
