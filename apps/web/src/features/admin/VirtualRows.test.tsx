import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type VirtualColumn, VirtualRows } from './VirtualRows.tsx';

type Person = { name: string; city: string };

const COLUMNS: readonly VirtualColumn[] = [
  { id: 'name', label: 'Name', width: '1fr' },
  { id: 'city', label: 'City', width: '120px' },
];

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({ name: `user${i}`, city: `city${i}` }));

function renderTable(rows: readonly Person[], empty?: string) {
  return render(
    <VirtualRows
      label="People"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.name}
      rowHeight={40}
      height={400}
      renderRow={(row) => [row.name, <em key="city">{row.city}</em>]}
      empty={empty}
    />,
  );
}

describe('VirtualRows', () => {
  it('is a named table with a header row and one cell per column', () => {
    renderTable(people(3));
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'City']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['user1', 'city1']);
    expect(rows[2]?.getAttribute('aria-rowindex')).toBe('3');
  });

  it('renders only the rows in view of 5,000, and the total for assistive tech', () => {
    renderTable(people(5000));
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rendered = within(table).getAllByRole('row').length - 1;
    // 400 px of 40 px rows is 10, plus the overscan: far fewer than 5,000.
    expect(rendered).toBeGreaterThanOrEqual(10);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByText('user0')).toBeTruthy();
    expect(screen.queryByText('user4999')).toBeNull();
  });

  it('renders the rows scrolled to', () => {
    renderTable(people(5000));
    // The table's scroll area is the element around it.
    const area = screen.getByRole('table', { name: 'People' }).parentElement as HTMLElement;
    area.scrollTop = 4990 * 40;
    fireEvent.scroll(area);
    expect(screen.getByText('user4999')).toBeTruthy();
    expect(screen.queryByText('user0')).toBeNull();
  });

  it('shows the empty text when there are no rows', () => {
    renderTable([], 'Nobody here');
    expect(screen.getByText('Nobody here')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
