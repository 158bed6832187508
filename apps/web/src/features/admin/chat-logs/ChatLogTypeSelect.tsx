import { type ChatLogType, ChatLogTypeSchema } from '@launchdeck/protocol';
import { useId } from 'react';
import { AdminField } from '../tab-parts/AdminField.tsx';
import { CHAT_LOGS_TEXT } from './chat-logs-text.ts';
import '../tab-parts/admin-controls.css';

const TYPES = ChatLogTypeSchema.options;

/** All types, or only public, group or command lines. */
export function ChatLogTypeSelect({
  value,
  onChange,
}: {
  value: ChatLogType | 'all';
  onChange: (value: ChatLogType | 'all') => void;
}) {
  const id = useId();
  return (
    <AdminField id={id} label={CHAT_LOGS_TEXT.type}>
      <select
        id={id}
        className="admin-input"
        value={value}
        onChange={(event) => onChange(TYPES.find((type) => type === event.target.value) ?? 'all')}
      >
        <option value="all">{CHAT_LOGS_TEXT.allTypes}</option>
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </AdminField>
  );
}
