import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useCallback, useState } from 'react';
import { vi } from 'vitest';
import {
  AdminDataProvider,
  type AdminToastTone,
} from '../../../../src/features/admin/admin-data.tsx';
import { type Toast, ToastView } from '../../../../src/features/modal/index.ts';

export const ADMIN_SESSION = 'admin-session-id';

/** The admin page's providers as AdminPanelPage gives them: a session, toasts, the logout. */
function AdminHarness({ children, denied }: { children: ReactNode; denied: () => void }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((tone: AdminToastTone, text: string) => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, tone, text }));
  }, []);
  return (
    <AdminDataProvider session={ADMIN_SESSION} denied={denied} toast={show}>
      {children}
      <ToastView toast={toast} onDone={() => setToast(null)} className="admin-toast" />
    </AdminDataProvider>
  );
}

/** Renders one admin tab inside the page's data layer; `denied` is the logout a 401/403 asks for. */
export function renderAdminTab(tab: ReactNode) {
  const denied = vi.fn();
  const view = render(<AdminHarness denied={denied}>{tab}</AdminHarness>);
  return { ...view, denied, user: userEvent.setup() };
}

/** The text of the toast showing now, or null. */
export function toastText(): string | null {
  return document.querySelector('.admin-toast')?.textContent ?? null;
}

/** The text of each cell in a table row. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The cell texts of every row below the header of the table with this accessible name. */
export const tableRows = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1)
    .map(cellTexts);

/** The names a RemovableNames list with this accessible name shows, in order. */
export const listedNames = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.admin-names-name')?.textContent);
