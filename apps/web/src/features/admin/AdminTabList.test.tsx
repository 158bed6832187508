import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AdminTabList } from './AdminTabList.tsx';

const TABS = [
  { id: 'users', label: 'User Management' },
  { id: 'sessions', label: 'Active Sessions' },
  { id: 'alerts', label: 'Alerts' },
];

function Harness() {
  const [active, setActive] = useState('users');
  return (
    <AdminTabList
      label="Admin sections"
      idPrefix="admin"
      tabs={TABS}
      active={active}
      onSelect={setActive}
    />
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('AdminTabList', () => {
  it('is one tab stop: only the selected tab is in the tab order, and names its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[1]?.id).toBe('admin-tab-sessions');
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('admin-panel-sessions');
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(selected());

    await user.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('Active Sessions');
    expect(document.activeElement).toBe(selected());

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected().textContent).toBe('User Management');

    await user.keyboard('{ArrowLeft}');
    expect(selected().textContent).toBe('Alerts');

    await user.keyboard('{Home}');
    expect(selected().textContent).toBe('User Management');
    await user.keyboard('{End}');
    expect(selected().textContent).toBe('Alerts');
    expect(document.activeElement).toBe(selected());
  });

  it('selects a clicked tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Active Sessions' }));
    expect(selected().textContent).toBe('Active Sessions');
  });
});
