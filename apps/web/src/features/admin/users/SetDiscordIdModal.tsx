import { SetDiscordIdRequestBody } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../modal/index.ts';
import { AdminField } from '../tab-parts/AdminField.tsx';
import { checkBody } from '../tab-parts/schema-check.ts';
import { USERS_TEXT } from './users-text.ts';
import type { UserActions } from './useUserActions.ts';
import '../tab-parts/admin-controls.css';
import './users.css';

/**
 * DA §2 'Set Discord User ID': links a chat-platform id to a login, which makes a legacy login
 * enhanced (DA §4). The DA §5 sentences show in the dialog before anything is sent; it closes
 * once the server took the id.
 */
export function SetDiscordIdModal({
  username,
  current,
  setDiscord,
  onClose,
}: {
  username: string;
  current: string | null;
  setDiscord: UserActions['setDiscord'];
  onClose: () => void;
}) {
  const [value, setValue] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (setDiscord.busy) return;
    const checked = checkBody(SetDiscordIdRequestBody, {
      targetUsername: username,
      discordUserId: value,
    });
    if ('error' in checked) return setProblem(checked.error);
    const { targetUsername, discordUserId } = checked.value;
    if (await setDiscord.runAsync({ username: targetUsername, discordUserId })) onClose();
  };

  return (
    <Modal
      title={USERS_TEXT.discordModalTitle}
      onClose={setDiscord.busy ? undefined : onClose}
      className="admin-users-discord-modal"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {USERS_TEXT.cancel}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="btn btn-primary"
            disabled={setDiscord.busy}
          >
            {USERS_TEXT.save}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="admin-users-discord-form" onSubmit={submit} noValidate>
        <p>{USERS_TEXT.discordModalFor(username)}</p>
        <AdminField id={`${id}-input`} label={USERS_TEXT.discordId}>
          <input
            id={`${id}-input`}
            className="admin-input"
            data-autofocus
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            value={value}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
          />
        </AdminField>
        {problem && (
          <p id={`${id}-problem`} className="admin-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}
