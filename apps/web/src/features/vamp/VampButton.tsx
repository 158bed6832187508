import { VAMP_TEXT } from '@launchdeck/protocol';
import { Suspense, useState } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';
import { ModalLoading } from '../modal/index.ts';
import { NavButton } from '../shell/index.ts';

// The dialog (its form and the vamp request) loads when first opened.
const dialog = preloadable(() => import('./VampDialog.tsx').then((module) => module.VampDialog));

export const preloadVampDialog = dialog.preload;

/** FC §2: the header's Vamp button (main screen and the feed pop-out) and its dialog. */
export function VampButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NavButton onClick={() => setOpen(true)}>{VAMP_TEXT.button}</NavButton>
      {open ? (
        <Suspense fallback={<ModalLoading />}>
          <dialog.Component onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
