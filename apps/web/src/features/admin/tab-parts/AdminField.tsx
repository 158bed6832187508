import type { ReactNode } from 'react';
import './admin-controls.css';
import './tab-parts.css';

/**
 * A label above its control (admin-controls.css .admin-field); `id` is the control's. A `grow`
 * field stretches along a toolbar or form row.
 */
export function AdminField({
  id,
  label,
  grow = false,
  children,
}: {
  id: string;
  label: string;
  grow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={grow ? 'admin-field admin-part-grow' : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
