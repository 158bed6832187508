import { type KeyboardEvent, useRef } from 'react';

type Props<Id extends string> = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: Id; label: string }[];
  active: Id;
  onSelect: (id: Id) => void;
  /** Class names of the list and of each tab (the selected one is told by aria-selected). */
  className: string;
  tabClassName: string;
  /** When the panels have ids: tab `${idPrefix}-tab-${id}` controls `${idPrefix}-panel-${id}`. */
  idPrefix?: string;
};

/**
 * WAI-ARIA tabs pattern: one tab stop (the selected tab); Left/Right move to the previous/next
 * tab and wrap, Home/End to the first/last, and the tab moved to is selected at once.
 */
export function TabList<Id extends string>({
  label,
  tabs,
  active,
  onSelect,
  className,
  tabClassName,
  idPrefix,
}: Props<Id>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map(({ id, label }) => (
        <button
          key={id}
          ref={(button) => {
            if (button) buttons.current.set(id, button);
            else buttons.current.delete(id);
          }}
          type="button"
          role="tab"
          id={idPrefix ? `${idPrefix}-tab-${id}` : undefined}
          aria-selected={id === active}
          aria-controls={idPrefix ? `${idPrefix}-panel-${id}` : undefined}
          tabIndex={id === active ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
