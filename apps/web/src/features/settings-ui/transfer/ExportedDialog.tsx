import { Modal } from '../../modal/index.ts';
import { SETTINGS_UI_TEXT } from '../strings.ts';

type Props = {
  title: string;
  /** The textarea's accessible name. */
  label: string;
  json: string;
  /** What the dialog says: the JSON is on the clipboard, or the browser refused it. */
  status: string;
  onClose: () => void;
};

/**
 * An "exported" dialog (settings, theme): says the JSON is on the clipboard, and shows it too, so
 * a browser that refused the clipboard still lets the trader select and copy it.
 */
export function ExportedDialog({ title, label, json, status, onClose }: Props) {
  return (
    <Modal
      title={title}
      className="ds-transfer-dialog"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
          {SETTINGS_UI_TEXT.ok}
        </button>
      }
    >
      <p role="status">{status}</p>
      <textarea
        className="ds-input ds-json"
        aria-label={label}
        readOnly
        value={json}
        rows={12}
        onFocus={(event) => event.currentTarget.select()}
      />
    </Modal>
  );
}
