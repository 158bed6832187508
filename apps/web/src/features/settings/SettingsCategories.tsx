import type { ComponentType } from 'react';
import { AlertsSection } from '../alerts/index.ts';
// The category's own module, not the feature's index: the header's switch comes from there.
import { AutoLaunchSection } from '../auto-launch/AutoLaunchSection.tsx';
import { CategoryDialog } from '../settings-ui/index.ts';
import { Account } from './categories/Account.tsx';
import { Advanced } from './categories/Advanced.tsx';
import { Appearance } from './categories/Appearance.tsx';
import { ContractAddresses } from './categories/ContractAddresses.tsx';
import { SiteChat } from './categories/SiteChat.tsx';
import { SoundsNotifications } from './categories/SoundsNotifications.tsx';
import { WordHighlighting } from './categories/WordHighlighting.tsx';
import { SETTINGS_CATEGORIES, SETTINGS_TEXT, type SettingsCategory } from './strings.ts';

/** What a panel may do with the dialog: move it to another category. */
type PanelProps = { onSelect: (category: SettingsCategory) => void };

/** Issue 53: auto-launch points to Account, where two-factor login is turned on. */
function AutoLaunch({ onSelect }: PanelProps) {
  return <AutoLaunchSection onOpenAccount={() => onSelect('account')} />;
}

const PANELS: Record<SettingsCategory, ComponentType<PanelProps>> = {
  appearance: Appearance,
  sounds: SoundsNotifications,
  contractAddresses: ContractAddresses,
  wordHighlighting: WordHighlighting,
  siteChat: SiteChat,
  advanced: Advanced,
  alerts: AlertsSection,
  autoLaunch: AutoLaunch,
  account: Account,
};

type Props = {
  category: SettingsCategory;
  onSelect: (category: SettingsCategory) => void;
  onClose: () => void;
};

/** The open Settings dialog: the categories' sidebar and the chosen one beside it. */
export function SettingsCategories({ category, onSelect, onClose }: Props) {
  const Panel = PANELS[category];
  return (
    <CategoryDialog
      title={SETTINGS_TEXT.title}
      categories={SETTINGS_CATEGORIES}
      labels={SETTINGS_TEXT.categories}
      categoriesLabel={SETTINGS_TEXT.categoriesLabel}
      note={SETTINGS_TEXT.autoSaveNote}
      category={category}
      onSelect={onSelect}
      onClose={onClose}
    >
      <Panel onSelect={onSelect} />
    </CategoryDialog>
  );
}
