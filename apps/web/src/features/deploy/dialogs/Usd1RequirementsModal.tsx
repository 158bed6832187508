import { DEPLOY_LIMITS, DEPLOY_MESSAGES, USD1_SWAP_URL, usd1Required } from '@launchdeck/protocol';
import { Modal } from '../../modal/index.ts';
import { DEPLOY_TEXT } from '../strings.ts';
import '../form/token-deploy-form.css';

/** FC §4's example amount: 1000 USD1 needs 1050. */
const EXAMPLE_USD1 = 1000;
const MARGIN_PERCENT = Math.round((DEPLOY_LIMITS.usd1Margin - 1) * 100);

type Props = { held: number; required: number; onClose: () => void };

/**
 * FC §2 / §4 USD1 Mode Requirements, after a usd1 launch was refused for a short USD1 balance:
 * what the wallet holds and needs, the rule (the buy amount plus a margin), and 'Swap for USD1'
 * opening the swap site in a new tab.
 */
export function Usd1RequirementsModal({ held, required, onClose }: Props) {
  return (
    <Modal
      title={DEPLOY_MESSAGES.usd1RequirementsTitle}
      className="deploy-usd1"
      onClose={onClose}
      closeButton={false}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {DEPLOY_TEXT.close}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            onClick={() => window.open(USD1_SWAP_URL, '_blank', 'noopener,noreferrer')}
          >
            {DEPLOY_MESSAGES.usd1Swap}
          </button>
        </>
      }
    >
      <p role="alert">{DEPLOY_MESSAGES.usd1Insufficient(held, required)}</p>
      <p className="deploy-hint">
        {DEPLOY_TEXT.usd1Rule(MARGIN_PERCENT, EXAMPLE_USD1, usd1Required(EXAMPLE_USD1))}
      </p>
    </Modal>
  );
}
