import { Suspense, useState } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';
import { ModalLoading } from '../modal/index.ts';
import type { SettingsCategory } from './strings.ts';
import { SettingsToastProvider } from './toast.tsx';

// The categories (and the account security they hold) load when the dialog first opens.
const categories = preloadable(() =>
  import('./SettingsCategories.tsx').then((module) => module.SettingsCategories),
);

export const preloadSettingsDialog = categories.preload;

type Props = { open: boolean; onClose: () => void };

/**
 * FC §2 Settings dialog: a sidebar of the six categories (and our Account) and the open one beside it. Every change
 * is saved at once (and broadcast to the other windows) by the tracker settings store; the
 * category stays where the trader left it when the dialog is opened again.
 */
export function SettingsDialog({ open, onClose }: Props) {
  const [category, setCategory] = useState<SettingsCategory>('appearance');
  return (
    <SettingsToastProvider>
      {open ? (
        <Suspense fallback={<ModalLoading />}>
          <categories.Component category={category} onSelect={setCategory} onClose={onClose} />
        </Suspense>
      ) : null}
    </SettingsToastProvider>
  );
}
