import type { LaunchRecord } from '@launchdeck/protocol';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { LaunchRow, type ListedLaunch } from './LaunchRow.tsx';
import { LAUNCHES_TEXT } from './launches-text.ts';
import './launches-page.css';
import './launch-list.css';

/** A row's height before it is measured (an expanded one is measured taller). */
const ROW_ESTIMATE = 64;
/** What an element not laid out (jsdom) is taken to measure, so rows still render. */
const FALLBACK_HEIGHT = 800;
const OVERSCAN = 6;
/** The next page is read when the rows on screen come this close to the last one. */
const LOAD_AHEAD = 5;

type Rect = { width: number; height: number };

export type LaunchListProps = {
  label: string;
  rows: readonly ListedLaunch[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  onLaunchAgain?: (launch: LaunchRecord) => void;
  showTrader?: boolean;
  formatTime?: (epochMs: number) => string;
};

/**
 * The launches, newest first, of which only those in view are in the DOM (@tanstack/react-virtual,
 * rows measured, so an expanded timeline pushes the rest down); scrolling near the end reads the
 * next older page.
 */
export function LaunchList({
  label,
  rows,
  hasMore,
  loadingMore,
  onLoadMore,
  empty,
  onLaunchAgain,
  showTrader,
  formatTime,
}: LaunchListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
      ),
    [],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: FALLBACK_HEIGHT },
    observeElementRect: observeRect,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= rows.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, loadingMore, lastShown, rows.length, onLoadMore]);

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns = LAUNCHES_TEXT.columns;
  return (
    <div
      ref={scrollRef}
      className={showTrader ? 'launch-list is-admin' : 'launch-list'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area takes focus so the keyboard can scroll it
      tabIndex={0}
    >
      {/* Sticky at the top of the scroll area; the virtual rows' small offset under it is
          covered by the overscan. */}
      <div className="launch-cells launch-head" aria-hidden="true">
        <span>{columns.time}</span>
        {showTrader ? <span>{columns.trader}</span> : null}
        <span>{columns.platform}</span>
        <span>{columns.token}</span>
        <span>{columns.status}</span>
        <span>{columns.addresses}</span>
        <span>{columns.source}</span>
        <span />
      </div>
      {rows.length === 0 ? (
        <p className="launch-empty">{empty}</p>
      ) : (
        <ul
          aria-label={label}
          className="launch-rows"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const launch = rows[item.index];
            if (!launch) return null;
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="launch-item"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <LaunchRow
                  launch={launch}
                  expanded={expanded.has(launch.id)}
                  onToggle={() => toggle(launch.id)}
                  onLaunchAgain={onLaunchAgain}
                  showTrader={showTrader}
                  formatTime={formatTime}
                />
              </li>
            );
          })}
        </ul>
      )}
      {loadingMore ? (
        <p className="launch-more" role="status">
          {LAUNCHES_TEXT.loadingMore}
        </p>
      ) : null}
    </div>
  );
}
