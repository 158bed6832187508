import type { ReactNode } from 'react';
import { CategoryDialog } from '../settings-ui/index.ts';
import { Advanced } from './categories/Advanced.tsx';
import { CustomPresets } from './categories/CustomPresets.tsx';
import { Extensions } from './categories/Extensions.tsx';
import { General } from './categories/General.tsx';
import { ImageSettings } from './categories/ImageSettings.tsx';
import { Keybinds } from './categories/Keybinds.tsx';
import { PresetButtons } from './categories/PresetButtons.tsx';
import { Referral } from './categories/Referral.tsx';
import { Wallets } from './categories/Wallets.tsx';
import { Whitelists } from './categories/Whitelists.tsx';
import { useDeploySettings, useDeploySettingsController } from './context.tsx';
import { DEPLOY_SETTINGS_CATEGORIES, type DeploySettingsCategory } from './controller.ts';
import { DeploySettingsQueries } from './queries.tsx';
import { DEPLOY_SETTINGS_TEXT } from './strings.ts';
import './deploy-settings.css';

const PANELS: Record<DeploySettingsCategory, () => ReactNode> = {
  general: General,
  wallets: Wallets,
  keybinds: Keybinds,
  customPresets: CustomPresets,
  presetButtons: PresetButtons,
  whitelists: Whitelists,
  imageSettings: ImageSettings,
  extensions: Extensions,
  referral: Referral,
  advanced: Advanced,
};

/**
 * DA §2 Deploy Settings, open: a centred overlay closed by × or a click outside (and Escape), the
 * page behind held still, a sidebar of the ten categories and the open one beside it.
 */
export function DeploySettingsDialog() {
  const category = useDeploySettings((state) => state.category);
  const { close, select } = useDeploySettingsController();
  const Panel = PANELS[category];

  return (
    <CategoryDialog
      title={DEPLOY_SETTINGS_TEXT.title}
      categories={DEPLOY_SETTINGS_CATEGORIES}
      labels={DEPLOY_SETTINGS_TEXT.categories}
      categoriesLabel={DEPLOY_SETTINGS_TEXT.categoriesLabel}
      note={DEPLOY_SETTINGS_TEXT.autoSaveNote}
      category={category}
      onSelect={select}
      onClose={close}
    >
      <DeploySettingsQueries>
        <Panel />
      </DeploySettingsQueries>
    </CategoryDialog>
  );
}
