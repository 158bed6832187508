import { useId } from 'react';
import { AdminField } from './AdminField.tsx';
import './admin-controls.css';

/** How many of the newest rows to read: the spec's 200 first, up to the protocol's 5,000. */
export const ROW_COUNTS = [200, 1000, 5000] as const;
export type RowCount = (typeof ROW_COUNTS)[number];

export function RowCountSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: RowCount;
  onChange: (value: RowCount) => void;
}) {
  const id = useId();
  return (
    <AdminField id={id} label={label}>
      <select
        id={id}
        className="admin-input"
        value={value}
        onChange={(event) =>
          onChange(ROW_COUNTS.find((count) => String(count) === event.target.value) ?? value)
        }
      >
        {ROW_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count.toLocaleString('en-US')}
          </option>
        ))}
      </select>
    </AdminField>
  );
}
