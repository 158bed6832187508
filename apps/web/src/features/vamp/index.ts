import './vamp.css';

export { VampButton } from './VampButton.tsx';
export { VampDialog } from './VampDialog.tsx';
