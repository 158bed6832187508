import type { ComponentType } from 'react';
import { AlertsSection } from '../alerts/index.ts';
import { CategoryDialog } from '../settings-ui/index.ts';
import { Account } from './categories/Account.tsx';
import { Advanced } from './categories/Advanced.tsx';
import { Appearance } from './categories/Appearance.tsx';
import { ContractAddresses } from './categories/ContractAddresses.tsx';
import { SiteChat } from './categories/SiteChat.tsx';
import { SoundsNotifications } from './categories/SoundsNotifications.tsx';
import { WordHighlighting } from './categories/WordHighlighting.tsx';
import { SETTINGS_CATEGORIES, SETTINGS_TEXT, type SettingsCategory } from './strings.ts';

const PANELS: Record<SettingsCategory, ComponentType> = {
  appearance: Appearance,
  sounds: SoundsNotifications,
  contractAddresses: ContractAddresses,
  wordHighlighting: WordHighlighting,
  siteChat: SiteChat,
  advanced: Advanced,
  alerts: AlertsSection,
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
      <Panel />
    </CategoryDialog>
  );
}
