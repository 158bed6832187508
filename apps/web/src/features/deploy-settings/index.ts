export { AccessDeniedModal } from './AccessDeniedModal.tsx';
export {
  DeploySettingsProvider,
  useDeploySettings,
  useDeploySettingsController,
  useOpenDeploySettings,
} from './context.tsx';
export {
  createDeploySettingsController,
  DEPLOY_SETTINGS_CATEGORIES,
  type DeploySettingsCategory,
  type DeploySettingsController,
  type DeploySettingsState,
  SETTINGS_TOAST_MS,
  type SettingsToast,
} from './controller.ts';
export { DeploySettingsModal } from './DeploySettingsModal.tsx';
export {
  ACCESS_DENIED_TEXT,
  DEPLOY_SETTINGS_TEXT,
  GENERAL_TEXT,
  KEYBINDS_TEXT,
  WALLETS_TEXT,
} from './strings.ts';
