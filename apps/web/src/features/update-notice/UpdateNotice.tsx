import { UI } from '@launchdeck/protocol';
import { useState } from 'react';
import { hasSeenUpdateNotice, markUpdateNoticeSeen } from '../../lib/storage.ts';
import { Modal } from '../modal/index.ts';
import { useCountdown } from './useCountdown.ts';
import './update-notice.css';

export const UPDATE_NOTICE_TITLE = `SITE UPDATE v${UI.updateNotice.version}!`;

/** DA §2: what changed in this release. */
const CHANGES = [
  {
    title: 'VAMP by contract address',
    text: "Paste a token's contract address to copy its name, symbol, image, website and twitter into the deploy form.",
  },
  {
    title: 'Extension update',
    text: 'A new version of the browser extension is available in Deploy Settings → Extensions.',
  },
  {
    title: 'New themes',
    text: 'Dusk, Sunset and a fully Custom theme are in Settings → Appearance.',
  },
  {
    title: 'Hide deploy buttons',
    text: 'An X button on each tweet hides its deploy buttons.',
  },
  { title: 'Security fixes', text: 'Several security issues were fixed.' },
] as const;

/** DA §2: shown once after login; OK unlocks after a short countdown so the notice gets read. */
export function UpdateNotice() {
  const [open, setOpen] = useState(() => !hasSeenUpdateNotice());
  if (!open) return null;
  return <UpdateNoticeDialog onDone={() => setOpen(false)} />;
}

function UpdateNoticeDialog({ onDone }: { onDone: () => void }) {
  const left = useCountdown(UI.updateNotice.countdownSeconds);
  const ready = left === 0;
  const acknowledge = () => {
    if (!ready) return;
    markUpdateNoticeSeen();
    onDone();
  };

  return (
    <Modal
      title={UPDATE_NOTICE_TITLE}
      className="update-notice"
      onClose={ready ? acknowledge : undefined}
      closeOnBackdrop={false}
      closeButton={false}
      actions={
        <button
          type="button"
          className="btn btn-primary update-notice-ok"
          disabled={!ready}
          onClick={acknowledge}
        >
          {ready ? 'OK' : `OK (${left})`}
        </button>
      }
    >
      <p>Here is what is new:</p>
      <ul className="update-notice-list">
        {CHANGES.map((change) => (
          <li key={change.title}>
            <strong>{change.title}</strong>
            <span>{change.text}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
