import { AccessDeniedModal } from '../deploy-settings/index.ts';
import { Modal } from '../modal/index.ts';
import { WalletMissingModal } from '../wallets/index.ts';
import { useDeploy, useDeployController } from './context.tsx';
import { DEPLOY_TEXT } from './strings.ts';

/**
 * The deploy form's dialogs (DA §2, §8): 'Token Creation Error: {reason}' or a send failure, the
 * Access Denied modal, and the wallet-import prompt of the chain a launch or platform needs.
 */
export function DeployDialogs() {
  const dialog = useDeploy((state) => state.dialog);
  const { dismissDialog } = useDeployController();
  if (!dialog) return null;
  if (dialog.kind === 'access-denied') return <AccessDeniedModal onClose={dismissDialog} />;
  if (dialog.kind === 'wallet-missing')
    return <WalletMissingModal chain={dialog.chain} onClose={dismissDialog} />;
  return (
    <Modal
      title={DEPLOY_TEXT.errorTitle}
      className="deploy-error"
      onClose={dismissDialog}
      actions={
        <button type="button" className="btn btn-primary" data-autofocus onClick={dismissDialog}>
          {DEPLOY_TEXT.ok}
        </button>
      }
    >
      <p role="alert">{dialog.text}</p>
    </Modal>
  );
}
