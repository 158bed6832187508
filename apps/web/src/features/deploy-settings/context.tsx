import { createStoreContext } from '../../lib/store-context.tsx';
import type { DeploySettingsCategory, DeploySettingsController } from './controller.ts';

const DeploySettings = createStoreContext<DeploySettingsController>('DeploySettings');

export const DeploySettingsProvider = DeploySettings.Provider;

/** The modal's actions: open, close, select a category, show a toast. */
export const useDeploySettingsController = DeploySettings.useController;

/** Reads one slice of the modal's state. */
export const useDeploySettings = DeploySettings.useSelector;

/** `openDeploySettings(category?)`: opens the Deploy Settings modal, at General by default. */
export function useOpenDeploySettings(): (category?: DeploySettingsCategory) => void {
  return DeploySettings.useController().open;
}
