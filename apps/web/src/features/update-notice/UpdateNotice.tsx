import { UI } from '@launchdeck/protocol';
import { useState } from 'react';
import { hasSeenUpdateNotice, markUpdateNoticeSeen } from '../../lib/storage.ts';
import { Modal } from '../modal/index.ts';
import { UPDATE_NOTICE_CHANGES } from './changes.ts';
import './update-notice.css';

export const UPDATE_NOTICE_TITLE = `SITE UPDATE v${UI.updateNotice.version}!`;

/**
 * DA §2: shown once after login. Issue 50: it holds no one: OK, Escape or the close button work
 * at once (DA's countdown before OK is dropped), and it lists only what the product has.
 */
export function UpdateNotice() {
  const [open, setOpen] = useState(() => !hasSeenUpdateNotice());
  if (!open) return null;
  const acknowledge = () => {
    markUpdateNoticeSeen();
    setOpen(false);
  };
  return (
    <Modal
      title={UPDATE_NOTICE_TITLE}
      className="update-notice"
      onClose={acknowledge}
      closeOnBackdrop={false}
      actions={
        <button
          type="button"
          className="btn btn-primary update-notice-ok"
          data-autofocus
          onClick={acknowledge}
        >
          OK
        </button>
      }
    >
      <p>Here is what is new:</p>
      <ul className="update-notice-list">
        {UPDATE_NOTICE_CHANGES.map((change) => (
          <li key={change.title}>
            <strong>{change.title}</strong>
            <span>{change.text}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
