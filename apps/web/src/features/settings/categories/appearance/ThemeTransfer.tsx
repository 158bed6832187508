import { useState } from 'react';
import { ExportedDialog, ImportDialog } from '../../../settings-ui/index.ts';
import { useTrackerSettingsStore } from '../../context.tsx';
import { readCustomThemeColors, saveCustomThemeColors } from '../../theme/custom-colors.ts';
import { useSettingsToast } from '../../toast.tsx';
import { APPEARANCE_TEXT as TEXT } from './appearance-text.ts';
import { exportTheme, parseThemeImport } from './theme-transfer.ts';

type Open = { kind: 'exported'; json: string; copied: boolean } | { kind: 'import' };

/** FC §2 'theme exported' and 'import theme' modals, behind Export Theme and Import Theme. */
export function ThemeTransfer() {
  const settings = useTrackerSettingsStore();
  const showToast = useSettingsToast();
  const [open, setOpen] = useState<Open | null>(null);

  const exportCurrent = async () => {
    const json = exportTheme({
      colorTheme: settings.get().colorTheme,
      customThemeColors: readCustomThemeColors(),
    });
    const copied = await navigator.clipboard.writeText(json).then(
      () => true,
      (error: unknown) => {
        console.warn('Copying the theme to the clipboard failed', error);
        return false;
      },
    );
    setOpen({ kind: 'exported', json, copied });
  };

  const importText = (text: string): string | null => {
    const parsed = parseThemeImport(text);
    if (!parsed.ok) return parsed.error;
    // The colours first, so switching to custom shows them at once.
    if (parsed.customThemeColors) saveCustomThemeColors(parsed.customThemeColors);
    settings.update({ colorTheme: parsed.colorTheme });
    setOpen(null);
    showToast('success', TEXT.imported(TEXT.themes[parsed.colorTheme]));
    return null;
  };

  return (
    <section className="ds-group" aria-label={TEXT.transferTitle}>
      <h3 className="ds-group-title">{TEXT.transferTitle}</h3>
      <p className="ds-hint">{TEXT.transferHint}</p>
      <div className="ds-row">
        <button type="button" className="btn btn-secondary" onClick={() => void exportCurrent()}>
          {TEXT.exportButton}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setOpen({ kind: 'import' })}
        >
          {TEXT.importButton}
        </button>
      </div>
      {open?.kind === 'exported' ? (
        <ExportedDialog
          title={TEXT.exportedTitle}
          label={TEXT.exportedLabel}
          json={open.json}
          status={open.copied ? TEXT.exportedCopied : TEXT.exportedNotCopied}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'import' ? (
        <ImportDialog
          title={TEXT.importTitle}
          label={TEXT.importLabel}
          placeholder={TEXT.importPlaceholder}
          onImport={importText}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
