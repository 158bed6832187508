import { VAMP_TEXT } from '@launchdeck/protocol';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useDeployController } from '../deploy/index.ts';
import { Modal } from '../modal/index.ts';
import { useSessionController } from '../session/index.ts';
import { createVampDialog } from './dialog-store.ts';
import { lookUpVampToken } from './lookup.ts';

/**
 * FC §2 Vamp Load Token dialog: a contract address, Load ('Loading...' while busy, disabled when
 * empty), the inline red error, Enter loads, and the auto-load-on-paste switch (vampAutoLoad).
 * A token found fills the deploy form and shows it (DA §4), and the dialog closes.
 */
export function VampDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const session = useSessionController();
  const deploy = useDeployController();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const [dialog] = useState(() =>
    createVampDialog({
      lookup: (address, signal) => {
        const { phase } = session.store.getState();
        const sessionId = phase.status === 'logged_out' ? '' : phase.user.sessionId;
        return lookUpVampToken(address, sessionId, signal);
      },
      loaded: (data) => {
        deploy.applyVamp(data, 'vamp');
        onCloseRef.current();
      },
    }),
  );
  useEffect(() => () => dialog.dispose(), [dialog]);
  const state = useStore(dialog.store);
  const loading = state.status === 'loading';
  const error = state.status === 'idle' ? state.error : null;

  return (
    <Modal
      title={VAMP_TEXT.title}
      className="vamp-dialog"
      onClose={onClose}
      actions={
        <button
          type="button"
          className="btn btn-primary"
          disabled={loading || state.address.trim() === ''}
          onClick={dialog.load}
        >
          {loading ? VAMP_TEXT.loading : VAMP_TEXT.load}
        </button>
      }
    >
      <div className="vamp-fields">
        <input
          className="vamp-input"
          type="text"
          data-autofocus
          aria-label={VAMP_TEXT.placeholder}
          placeholder={VAMP_TEXT.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={state.address}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => dialog.type(event.target.value)}
          onPaste={(event) => {
            if (dialog.paste(event.clipboardData.getData('text'))) event.preventDefault();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            dialog.load();
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="vamp-error" role="alert">
            {error}
          </p>
        ) : null}
        <label className="vamp-auto-load">
          <input
            type="checkbox"
            checked={state.autoLoad}
            onChange={(event) => dialog.setAutoLoad(event.target.checked)}
          />
          {VAMP_TEXT.autoLoad}
        </label>
      </div>
    </Modal>
  );
}
