import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { Modal } from '../modal/index.ts';
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
import { SettingsToastView } from './SettingsToastView.tsx';
import { DEPLOY_SETTINGS_TEXT } from './strings.ts';
import './deploy-settings.css';

/** Arrow keys move between the categories, as in any vertical tab list. */
const TAB_STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

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
 * DA §2 Deploy Settings: a centred overlay closed by × or a click outside (and Escape), the page
 * behind held still, a sidebar of the ten categories and the open one beside it.
 */
export function DeploySettingsModal() {
  const open = useDeploySettings((state) => state.open);
  const category = useDeploySettings((state) => state.category);
  const { close, select } = useDeploySettingsController();
  const ids = useId();
  const Panel = PANELS[category];

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = TAB_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const count = DEPLOY_SETTINGS_CATEGORIES.length;
    const index = DEPLOY_SETTINGS_CATEGORIES.indexOf(category);
    const next = DEPLOY_SETTINGS_CATEGORIES[(index + step + count) % count] ?? category;
    select(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };

  return (
    <>
      {open ? (
        <Modal title={DEPLOY_SETTINGS_TEXT.title} className="deploy-settings-modal" onClose={close}>
          <div className="ds-layout">
            <div className="ds-sidebar">
              <div
                role="tablist"
                aria-orientation="vertical"
                aria-label={DEPLOY_SETTINGS_TEXT.categoriesLabel}
                className="ds-tabs"
                onKeyDown={onTabKey}
              >
                {DEPLOY_SETTINGS_CATEGORIES.map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    id={`${ids}-tab-${name}`}
                    aria-selected={name === category}
                    aria-controls={`${ids}-panel`}
                    tabIndex={name === category ? 0 : -1}
                    className={name === category ? 'ds-tab is-active' : 'ds-tab'}
                    onClick={() => select(name)}
                  >
                    {DEPLOY_SETTINGS_TEXT.categories[name]}
                  </button>
                ))}
              </div>
              <p className="ds-autosave">{DEPLOY_SETTINGS_TEXT.autoSaveNote}</p>
            </div>
            <section
              role="tabpanel"
              id={`${ids}-panel`}
              aria-labelledby={`${ids}-tab-${category}`}
              className="ds-panel"
            >
              <Panel />
            </section>
          </div>
        </Modal>
      ) : null}
      <SettingsToastView />
    </>
  );
}
