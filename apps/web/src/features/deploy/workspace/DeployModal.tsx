import { Modal } from '../../modal/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { DeployForm } from '../form/deploy-form.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import './deploy-modal.css';

/** DA §2 Token Deploy overlay: the form in a modal, while the store asks for it (deployMode modal). */
export function DeployModal() {
  const open = useDeploy((state) => state.open);
  const { close } = useDeployController();
  if (!open) return null;
  return (
    <Modal
      title={DEPLOY_TEXT.title}
      className="deploy-modal"
      onClose={close}
      closeOnBackdrop={false}
    >
      <DeployForm variant="modal" />
    </Modal>
  );
}
