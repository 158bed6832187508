import { useId } from 'react';
import { AdminField } from './AdminField.tsx';
import './admin-controls.css';

/** A labelled search box (admin-controls.css .admin-search) narrowing a list as the admin types. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <AdminField id={id} label={label} grow>
      <input
        id={id}
        type="search"
        className="admin-search"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </AdminField>
  );
}
