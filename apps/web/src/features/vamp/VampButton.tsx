import { VAMP_TEXT } from '@launchdeck/protocol';
import { useState } from 'react';
import { NavButton } from '../shell/index.ts';
import { VampDialog } from './VampDialog.tsx';

/** FC §2: the header's Vamp button (main screen and the feed pop-out) and its dialog. */
export function VampButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NavButton onClick={() => setOpen(true)}>{VAMP_TEXT.button}</NavButton>
      {open ? <VampDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
