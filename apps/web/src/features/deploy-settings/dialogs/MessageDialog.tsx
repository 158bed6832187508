import { Modal } from '../../modal/index.ts';
import { DEPLOY_SETTINGS_TEXT } from '../strings.ts';

type Props = {
  tone: 'success' | 'error';
  text: string;
  onClose: () => void;
};

/** DA §2 "success or error dialog": one sentence and OK. */
export function MessageDialog({ tone, text, onClose }: Props) {
  return (
    <Modal
      title={tone === 'success' ? DEPLOY_SETTINGS_TEXT.success : DEPLOY_SETTINGS_TEXT.error}
      className={`ds-message-dialog is-${tone}`}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
          {DEPLOY_SETTINGS_TEXT.ok}
        </button>
      }
    >
      <p role={tone === 'error' ? 'alert' : 'status'}>{text}</p>
    </Modal>
  );
}
