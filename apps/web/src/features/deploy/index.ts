import './deploy.css';

export { DeployProvider, useDeploy, useDeployController } from './context.tsx';
export { DeployButton } from './DeployButton.tsx';
export { DeployWorkspace } from './DeployWorkspace.tsx';
export { FeedLaunchTools } from './FeedLaunchTools.tsx';
export { formatMs } from './launch-progress.ts';
export { type PanelPopoutLink, servePanelPopout, watchPanelPopout } from './panel-channel.ts';
export type { DeployPrefill } from './prefill.ts';
export type { DeployState } from './state.ts';
export { createDeployController, type DeployController, type DeployDeps } from './store.ts';
export { DEPLOY_TEXT } from './strings.ts';
export { TokenDeployPanel } from './TokenDeployPanel.tsx';
export type { FindPost } from './toolbar/SelectionToolbar.tsx';
export type { WalletSource } from './wallet-source.ts';
