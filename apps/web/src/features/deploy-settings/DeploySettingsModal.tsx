import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';
import { ModalLoading } from '../modal/index.ts';
import { useDeploySettings } from './context.tsx';
import { SettingsToastView } from './SettingsToastView.tsx';

// The ten categories (wallets, presets, whitelists, referral…) load when the modal first opens.
const dialog = preloadable(() =>
  import('./DeploySettingsDialog.tsx').then((module) => module.DeploySettingsDialog),
);

export const preloadDeploySettings = dialog.preload;

/**
 * DA §2 Deploy Settings while the store asks for it, and its settings toast, which outlives the
 * modal (a wallet saved, a ref set at login).
 */
export function DeploySettingsModal() {
  const open = useDeploySettings((state) => state.open);
  return (
    <>
      {open ? (
        <Suspense fallback={<ModalLoading />}>
          <dialog.Component />
        </Suspense>
      ) : null}
      <SettingsToastView />
    </>
  );
}
