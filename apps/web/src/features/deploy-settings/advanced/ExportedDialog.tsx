import { Modal } from '../../modal/index.ts';
import { ADVANCED_TEXT } from '../strings.ts';

type Props = { json: string; copied: boolean; onClose: () => void };

/**
 * DA §2 "settings exported dialog": says the settings are on the clipboard, and shows them too, so
 * a browser that refused the clipboard still lets the trader select and copy them.
 */
export function ExportedDialog({ json, copied, onClose }: Props) {
  return (
    <Modal
      title={ADVANCED_TEXT.exportedTitle}
      className="ds-transfer-dialog"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
          {ADVANCED_TEXT.ok}
        </button>
      }
    >
      <p role="status">{copied ? ADVANCED_TEXT.exportedCopied : ADVANCED_TEXT.exportedNotCopied}</p>
      <textarea
        className="ds-input ds-json"
        aria-label={ADVANCED_TEXT.exportedLabel}
        readOnly
        value={json}
        rows={12}
        onFocus={(event) => event.currentTarget.select()}
      />
    </Modal>
  );
}
