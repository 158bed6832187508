import { type ComponentType, useState } from 'react';
import { CategoryDialog } from '../settings-ui/index.ts';
import { Account } from './categories/Account.tsx';
import { Advanced } from './categories/Advanced.tsx';
import { Appearance } from './categories/Appearance.tsx';
import { ContractAddresses } from './categories/ContractAddresses.tsx';
import { SiteChat } from './categories/SiteChat.tsx';
import { SoundsNotifications } from './categories/SoundsNotifications.tsx';
import { WordHighlighting } from './categories/WordHighlighting.tsx';
import { SETTINGS_CATEGORIES, SETTINGS_TEXT, type SettingsCategory } from './strings.ts';
import { SettingsToastProvider } from './toast.tsx';

const PANELS: Record<SettingsCategory, ComponentType> = {
  appearance: Appearance,
  sounds: SoundsNotifications,
  contractAddresses: ContractAddresses,
  wordHighlighting: WordHighlighting,
  siteChat: SiteChat,
  advanced: Advanced,
  account: Account,
};

type Props = { open: boolean; onClose: () => void };

/**
 * FC §2 Settings dialog: a sidebar of the six categories (and our Account) and the open one beside it. Every change
 * is saved at once (and broadcast to the other windows) by the tracker settings store; the
 * category stays where the trader left it when the dialog is opened again.
 */
export function SettingsDialog({ open, onClose }: Props) {
  const [category, setCategory] = useState<SettingsCategory>('appearance');
  const Panel = PANELS[category];
  return (
    <SettingsToastProvider>
      {open ? (
        <CategoryDialog
          title={SETTINGS_TEXT.title}
          categories={SETTINGS_CATEGORIES}
          labels={SETTINGS_TEXT.categories}
          categoriesLabel={SETTINGS_TEXT.categoriesLabel}
          note={SETTINGS_TEXT.autoSaveNote}
          category={category}
          onSelect={setCategory}
          onClose={onClose}
        >
          <Panel />
        </CategoryDialog>
      ) : null}
    </SettingsToastProvider>
  );
}
