import { ExportedDialog } from './ExportedDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import type { SettingsTransfer } from './useSettingsTransfer.ts';

export type TransferText = {
  exportedTitle: string;
  exportedLabel: string;
  exportedCopied: string;
  exportedNotCopied: string;
  importTitle: string;
  importLabel: string;
  importPlaceholder: string;
};

/** The "exported" or the "import" dialog of `useSettingsTransfer`, whichever is open. */
export function TransferDialogs({
  transfer,
  text,
}: {
  transfer: SettingsTransfer;
  text: TransferText;
}) {
  const { dialog } = transfer;
  if (dialog?.kind === 'exported') {
    return (
      <ExportedDialog
        title={text.exportedTitle}
        label={text.exportedLabel}
        json={dialog.json}
        status={dialog.copied ? text.exportedCopied : text.exportedNotCopied}
        onClose={transfer.close}
      />
    );
  }
  if (dialog?.kind === 'import') {
    return (
      <ImportDialog
        title={text.importTitle}
        label={text.importLabel}
        placeholder={text.importPlaceholder}
        onImport={transfer.importSettings}
        onClose={transfer.close}
      />
    );
  }
  return null;
}
