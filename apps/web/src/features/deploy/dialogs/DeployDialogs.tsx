import { AccessDeniedModal } from '../../deploy-settings/index.ts';
import { Modal } from '../../modal/index.ts';
import { WalletMissingModal } from '../../wallets/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { ArmHotkeysDialog } from '../keybinds/ArmHotkeysDialog.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { BagsFeeModal } from './BagsFeeModal.tsx';
import { Usd1RequirementsModal } from './Usd1RequirementsModal.tsx';
import { Usd1WarningModal } from './Usd1WarningModal.tsx';

/**
 * The deploy form's dialogs (DA §2, §4, §8; FC §2): 'Token Creation Error: {reason}' or a send
 * failure, the Access Denied modal, the wallet-import prompt of the chain a launch or platform
 * needs, the Bags Fee Configuration, the USD1 warning, the USD1 Mode Requirements and the launch
 * hotkeys' arming dialog (issue 50).
 */
export function DeployDialogs() {
  const dialog = useDeploy((state) => state.dialog);
  const { dismissDialog } = useDeployController();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'access-denied':
      return <AccessDeniedModal onClose={dismissDialog} />;
    case 'wallet-missing':
      return <WalletMissingModal chain={dialog.chain} onClose={dismissDialog} />;
    case 'bags-fees':
      return <BagsFeeModal />;
    case 'arm-hotkeys':
      return <ArmHotkeysDialog />;
    case 'usd1-warning':
      return <Usd1WarningModal onClose={dismissDialog} />;
    case 'usd1-requirements':
      return (
        <Usd1RequirementsModal
          held={dialog.held}
          required={dialog.required}
          onClose={dismissDialog}
        />
      );
    case 'error':
      return (
        <Modal
          title={DEPLOY_TEXT.errorTitle}
          className="deploy-error"
          onClose={dismissDialog}
          actions={
            <button
              type="button"
              className="btn btn-primary"
              data-autofocus
              onClick={dismissDialog}
            >
              {DEPLOY_TEXT.ok}
            </button>
          }
        >
          <p role="alert">{dialog.text}</p>
        </Modal>
      );
  }
}
