import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { Modal } from '../../modal/index.ts';
import { DEPLOY_TEXT } from '../strings.ts';

/** DA §4: the warning shown the first time the trader picks usd1 (once ever, switched_usd1). */
export function Usd1WarningModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title={DEPLOY_MESSAGES.usd1WarningTitle}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
          {DEPLOY_TEXT.ok}
        </button>
      }
    >
      <p>{DEPLOY_MESSAGES.usd1Warning}</p>
    </Modal>
  );
}
