export { AccountNotice } from './AccountNotice.tsx';
export { AccountSection } from './AccountSection.tsx';
export { accountApi } from './api.ts';
export { CodeField } from './CodeField.tsx';
export { NewLoginNotice } from './NewLoginNotice.tsx';
export { TwoFactorSetupDialog } from './TwoFactorSetupDialog.tsx';
