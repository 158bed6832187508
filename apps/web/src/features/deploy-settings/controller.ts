import { createStore, type StoreApi } from 'zustand/vanilla';
import { TOAST_MS, type Toast } from '../modal/toast.ts';

/**
 * DA §2 Deploy Settings categories, in the spec's sidebar order (it names nine and lists ten; all
 * ten are built).
 */
export const DEPLOY_SETTINGS_CATEGORIES = [
  'general',
  'wallets',
  'keybinds',
  'customPresets',
  'presetButtons',
  'whitelists',
  'imageSettings',
  'extensions',
  'referral',
  'advanced',
] as const;
export type DeploySettingsCategory = (typeof DEPLOY_SETTINGS_CATEGORIES)[number];

/** FC §9 / DA §9: the settings toast shows for 4 s, as every toast does. */
export const SETTINGS_TOAST_MS = TOAST_MS;

export type SettingsToast = Toast;

export type DeploySettingsState = {
  open: boolean;
  category: DeploySettingsCategory;
  toast: SettingsToast | null;
};

export type DeploySettingsController = {
  store: StoreApi<DeploySettingsState>;
  /** Opens the modal at `category` (General when none is named), or moves an open one there. */
  open: (category?: DeploySettingsCategory) => void;
  close: () => void;
  select: (category: DeploySettingsCategory) => void;
  showToast: (tone: SettingsToast['tone'], text: string) => void;
  dismissToast: (id: number) => void;
};

/**
 * Whether the Deploy Settings modal is open, at which category, and its toast. Framework-free so
 * the header button, the wallet-missing prompt and the deploy form can all open it; built once by
 * `app/start.ts`.
 */
export function createDeploySettingsController(): DeploySettingsController {
  const store = createStore<DeploySettingsState>()(() => ({
    open: false,
    category: 'general',
    toast: null,
  }));
  let toasts = 0;
  return {
    store,
    open: (category = 'general') => store.setState({ open: true, category }),
    close: () => store.setState({ open: false }),
    select: (category) => store.setState({ category }),
    showToast: (tone, text) => {
      toasts += 1;
      store.setState({ toast: { id: toasts, tone, text } });
    },
    dismissToast: (id) => {
      if (store.getState().toast?.id === id) store.setState({ toast: null });
    },
  };
}
