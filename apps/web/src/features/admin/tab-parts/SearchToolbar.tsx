import type { ReactNode } from 'react';
import { SearchField } from './SearchField.tsx';
import { TAB_PARTS_TEXT } from './tab-parts-text.ts';
import './admin-controls.css';

/** A list's search box, its other filters (`children`), and '12 of 200' while they hide rows. */
export function SearchToolbar({
  label,
  placeholder,
  search,
  onSearch,
  shown,
  total,
  children,
}: {
  label: string;
  placeholder: string;
  search: string;
  onSearch: (value: string) => void;
  /** How many rows the filters let through, of `total`. */
  shown: number;
  total: number;
  children?: ReactNode;
}) {
  return (
    <div className="admin-toolbar">
      <SearchField label={label} placeholder={placeholder} value={search} onChange={onSearch} />
      {children}
      {shown !== total && (
        <span className="admin-count">{TAB_PARTS_TEXT.shownOf(shown, total)}</span>
      )}
    </div>
  );
}
