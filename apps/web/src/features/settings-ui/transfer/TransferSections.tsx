import { useId } from 'react';
import { TransferDialogs, type TransferText } from './TransferDialogs.tsx';
import type { SettingsTransfer } from './useSettingsTransfer.ts';

export type TransferSectionsText = TransferText & {
  exportTitle: string;
  exportHint: string;
  exportButton: string;
  importHint: string;
  importOpen: string;
};

/**
 * An Advanced category's export and import: a section each (title, what it does, its button)
 * and the dialog of `useSettingsTransfer` that is open.
 */
export function TransferSections({
  transfer,
  text,
}: {
  transfer: SettingsTransfer;
  text: TransferSectionsText;
}) {
  const ids = useId();
  const sections = [
    {
      key: 'export',
      title: text.exportTitle,
      hint: text.exportHint,
      button: text.exportButton,
      onClick: () => void transfer.exportSettings(),
    },
    {
      key: 'import',
      title: text.importTitle,
      hint: text.importHint,
      button: text.importOpen,
      onClick: transfer.openImport,
    },
  ];
  return (
    <>
      {sections.map((section) => (
        <section key={section.key} className="ds-group" aria-labelledby={`${ids}-${section.key}`}>
          <h3 id={`${ids}-${section.key}`} className="ds-group-title">
            {section.title}
          </h3>
          <p className="ds-hint">{section.hint}</p>
          <div>
            <button type="button" className="btn btn-secondary" onClick={section.onClick}>
              {section.button}
            </button>
          </div>
        </section>
      ))}
      <TransferDialogs transfer={transfer} text={text} />
    </>
  );
}
