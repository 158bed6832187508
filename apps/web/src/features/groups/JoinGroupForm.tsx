import { LIMITS } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { normaliseChatCode } from './chat-code.ts';
import { useGroups, useGroupsController } from './context.tsx';
import { RequestMessage } from './RequestMessage.tsx';
import { isBusy } from './state.ts';
import { GROUP_TEXT } from './strings.ts';
import './group-panel.css';

/** FC §2 Join: the code, uppercased and at most 8 characters; 'Join Group' ('Joining...'). */
export function JoinGroupForm() {
  const { join } = useGroupsController();
  const request = useGroups((state) => state.requests.join);
  const [code, setCode] = useState('');
  const id = useId();
  const busy = isBusy(request);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    join(code);
  };

  return (
    <form className="group-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="group-label">
        {GROUP_TEXT.codeLabel}
      </label>
      <div className="group-row">
        <input
          id={id}
          className="group-input group-code-input"
          value={code}
          onChange={(event) => setCode(normaliseChatCode(event.target.value))}
          placeholder={GROUP_TEXT.codePlaceholder}
          maxLength={LIMITS.chatCodeLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={busy}
        />
        {/* FC §5: Join is disabled while the code is empty. */}
        <button type="submit" className="btn btn-primary" disabled={busy || !code}>
          {busy ? GROUP_TEXT.joining : GROUP_TEXT.join}
        </button>
      </div>
      <RequestMessage request={request} />
    </form>
  );
}
