export { TokenDeployPanel } from './TokenDeployPanel.tsx';
