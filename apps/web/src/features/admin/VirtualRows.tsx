import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type ReactNode, useCallback, useRef } from 'react';
import './virtual-rows.css';

/** One column: its header text and its CSS grid track (`'2fr'`, `'120px'`, `'minmax(0, 1fr)'`). */
export type VirtualColumn = { id: string; label: string; width: string };

export type VirtualRowsProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly VirtualColumn[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Every row's height in px: rows are fixed-height so 5,000 of them scroll without measuring. */
  rowHeight: number;
  /** The scroll area's greatest height in px, header included; a short list is only as tall as its rows. */
  height: number;
  /** One node per column, in column order; each becomes a cell. */
  renderRow: (row: T, index: number) => readonly ReactNode[];
  /** Shown under the header when there are no rows. */
  empty?: ReactNode;
  className?: string;
};

const OVERSCAN = 8;
/** The header row's height in px (virtual-rows.css .admin-vrows-head tr). */
const HEAD_HEIGHT = 34;

type Rect = { width: number; height: number };

/**
 * A table of many rows (users, sessions, chat log lines) of which only the visible ones are in the
 * DOM (@tanstack/react-virtual). It stays a real table: a sticky header row, then rows carrying
 * `aria-rowindex` against the table's `aria-rowcount`, so a screen reader knows the position and
 * the total though most rows are not rendered.
 */
export function VirtualRows<T>({
  label,
  columns,
  rows,
  rowKey,
  rowHeight,
  height,
  renderRow,
  empty,
  className,
}: VirtualRowsProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewportHeight = Math.min(height, HEAD_HEIGHT + Math.max(rows.length, 1) * rowHeight);
  // An element not laid out (a hidden tab, or jsdom in tests) measures 0 high; it will be the
  // height we give it, so count that instead of rendering no rows.
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: viewportHeight }),
      ),
    [viewportHeight],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    overscan: OVERSCAN,
    initialRect: { width: 0, height: viewportHeight },
    observeElementRect: observeRect,
  });
  const template: CSSProperties = {
    gridTemplateColumns: columns.map((column) => column.width).join(' '),
  };

  return (
    <div className={`admin-vrows${className ? ` ${className}` : ''}`}>
      <div
        ref={scrollRef}
        className="admin-vrows-scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area takes focus so the keyboard can scroll it
        tabIndex={0}
        style={{ maxHeight: viewportHeight }}
      >
        <table aria-label={label} aria-rowcount={rows.length + 1}>
          <thead className="admin-vrows-head">
            <tr aria-rowindex={1} style={{ ...template, height: HEAD_HEIGHT }}>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="admin-vrows-body" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (row === undefined) return null;
              return (
                <tr
                  key={item.key}
                  aria-rowindex={item.index + 2}
                  style={{
                    ...template,
                    height: rowHeight,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {renderRow(row, item.index).map((cell, cellIndex) => (
                    <td key={columns[cellIndex]?.id ?? cellIndex}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && empty && <p className="admin-vrows-empty">{empty}</p>}
    </div>
  );
}
