// The deploy stylesheets in their cascade order (order matters). Each component imports its own;
// importing them here first keeps them in the first stylesheet, in this order, as one file was.
import './form/token-deploy-form.css';
import './workspace/deploy-modal.css';
import './workspace/deploy-workspace.css';
import './workspace/token-deploy-panel.css';
import './launch/deploy-success-toast.css';
import './deploy-button.css';
import './form/platform-buttons.css';
import './launch/launch-progress.css';
import './dialogs/bags-fee-modal.css';

export { DeployProvider, useDeploy, useDeployController } from './context.tsx';
export { DeployButton } from './DeployButton.tsx';
export { FeedLaunchTools } from './FeedLaunchTools.tsx';
export { HotkeysChip } from './keybinds/HotkeysChip.tsx';
export { formatMs } from './launch/launch-progress.ts';
export type { DeployPrefill } from './prefill/prefill.ts';
export type { DeployState } from './state.ts';
export { createDeployController, type DeployController, type DeployDeps } from './store.ts';
export { DEPLOY_TEXT } from './strings.ts';
export type { FindPost } from './toolbar/SelectionToolbar.tsx';
export type { WalletSource } from './wallet-source.ts';
export { DeployWorkspace } from './workspace/DeployWorkspace.tsx';
export {
  type PanelPopoutLink,
  servePanelPopout,
  watchPanelPopout,
} from './workspace/panel-channel.ts';
export { TokenDeployPanel } from './workspace/TokenDeployPanel.tsx';
