import type { ReactNode } from 'react';

/**
 * A label above its control (admin.css .admin-field); `id` is the control's. A `grow` field
 * stretches along a toolbar or form row.
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
