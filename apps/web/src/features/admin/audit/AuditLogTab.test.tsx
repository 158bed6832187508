import { AuditAction, type AuditEntry } from '@launchdeck/protocol';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminServer } from '../../../../test/features/admin/tab-parts/fake-admin-server.ts';
import { renderAdminTab, tableRows } from '../../../../test/features/admin/tab-parts/support.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';
import { AuditLogTab } from './AuditLogTab.tsx';
import { AUDIT_ACTION_LABELS, AUDIT_TEXT } from './audit-text.ts';

let nextId = 100;
const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: nextId--,
  at: '2024-05-01T12:00:00.000Z',
  actor: 'admin',
  action: 'user.add',
  target: 'alice',
  detail: 'Added enhanced login alice',
  ...fields,
});

const openTab = () => renderAdminTab(<AuditLogTab />);
const rowsShown = () => tableRows(AUDIT_TEXT.tableLabel);

describe('AuditLogTab', () => {
  it('shows time, admin, a readable action, target and detail, newest first', async () => {
    const server = fakeAdminServer();
    server.audit = [
      entry({
        at: '2024-05-01T12:05:00.000Z',
        action: 'alert.send',
        target: null,
        detail: 'Alert sent to 2 user(s)',
      }),
      entry({
        at: '2024-05-01T12:01:00.000Z',
        action: 'blocked.add',
        target: 'rugpuller',
        detail: 'Blocked @rugpuller',
      }),
    ];
    openTab();
    await screen.findByRole('table', { name: AUDIT_TEXT.tableLabel });
    expect(server.calls[0]?.url).toBe('/api/admin/audit-log?limit=200');
    expect(rowsShown()).toEqual([
      ['2024-05-01 12:05:00 UTC', 'admin', 'Alert sent', '—', 'Alert sent to 2 user(s)'],
      ['2024-05-01 12:01:00 UTC', 'admin', 'Account blocked', 'rugpuller', 'Blocked @rugpuller'],
    ]);
    expect(screen.getByText('2 entries')).toBeTruthy();
  });

  it('has a distinct label for every recorded action', () => {
    const labels = AuditAction.options.map((action) => AUDIT_ACTION_LABELS[action]);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(AuditAction.options.length);
  });

  it('finds entries by admin, readable action, target or detail', async () => {
    const server = fakeAdminServer();
    server.audit = [
      entry({ action: 'whitelist.add', target: 'carol', detail: 'carol may use commands' }),
      entry({ action: 'user.kick', target: 'bob', detail: 'Ended 2 sessions' }),
      entry({ action: 'blocked.remove', target: 'rugpuller', detail: 'Unblocked @rugpuller' }),
    ];
    const { user } = openTab();
    const search = await screen.findByLabelText(AUDIT_TEXT.search);
    await user.type(search, 'kicked');
    expect(rowsShown().map((row) => row[3])).toEqual(['bob']);
    await user.clear(search);
    await user.type(search, 'RUGPULLER');
    expect(rowsShown().map((row) => row[3])).toEqual(['rugpuller']);
    expect(screen.getByText(TAB_PARTS_TEXT.shownOf(1, 3))).toBeTruthy();
    await user.type(search, ' nope');
    expect(screen.getByText(TAB_PARTS_TEXT.noMatch)).toBeTruthy();
  });

  it('reads more entries when asked', async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await screen.findByText(AUDIT_TEXT.empty);
    await user.selectOptions(screen.getByLabelText(AUDIT_TEXT.entries), '1000');
    await screen.findByText(AUDIT_TEXT.empty);
    expect(server.calls.at(-1)?.url).toBe('/api/admin/audit-log?limit=1000');
  });

  it('reads the log again on Refresh', async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await screen.findByText(AUDIT_TEXT.empty);
    server.audit = [entry({ detail: 'Added enhanced login dave' })];
    await user.click(screen.getByRole('button', { name: TAB_PARTS_TEXT.refresh }));
    expect(await screen.findByText('Added enhanced login dave')).toBeTruthy();
  });

  it("shows the server's refusal, else 'Failed to load audit log', with a Retry", async () => {
    const server = fakeAdminServer();
    server.refuse.auditLog = { status: 500, error: '' };
    const { user } = openTab();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(ADMIN_FAILED.loadAudit);
    server.refuse.auditLog = { status: 503, error: 'Audit log unavailable' };
    await user.click(within(failure).getByRole('button', { name: TAB_PARTS_TEXT.retry }));
    expect(await screen.findByText('Audit log unavailable')).toBeTruthy();
  });
});
