import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { Modal } from '../modal/index.ts';
import './settings-ui.css';

/** Arrow keys move between the categories, as in any vertical tab list. */
const TAB_STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

type Props<Category extends string> = {
  title: string;
  /** The categories in sidebar order, each with its words. */
  categories: readonly Category[];
  labels: Readonly<Record<Category, string>>;
  /** The tab list's accessible name. */
  categoriesLabel: string;
  /** Under the tabs (the auto-save note). */
  note?: string;
  category: Category;
  onSelect: (category: Category) => void;
  onClose: () => void;
  /** The open category's panel. */
  children: ReactNode;
};

/**
 * A settings dialog (Settings, Deploy Settings): a centred overlay closed by ×, a click outside or
 * Escape, focus kept inside, a sidebar of categories (a vertical tab list) and the open one beside
 * it.
 */
export function CategoryDialog<Category extends string>({
  title,
  categories,
  labels,
  categoriesLabel,
  note,
  category,
  onSelect,
  onClose,
  children,
}: Props<Category>) {
  const ids = useId();

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = TAB_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const count = categories.length;
    const index = categories.indexOf(category);
    const next = categories[(index + step + count) % count] ?? category;
    onSelect(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };

  return (
    <Modal title={title} className="category-dialog" onClose={onClose}>
      <div className="ds-layout">
        <div className="ds-sidebar">
          <div
            role="tablist"
            aria-orientation="vertical"
            aria-label={categoriesLabel}
            className="ds-tabs"
            onKeyDown={onTabKey}
          >
            {categories.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`${ids}-tab-${name}`}
                aria-selected={name === category}
                aria-controls={`${ids}-panel`}
                tabIndex={name === category ? 0 : -1}
                className={name === category ? 'ds-tab is-active' : 'ds-tab'}
                onClick={() => onSelect(name)}
              >
                {labels[name]}
              </button>
            ))}
          </div>
          {note ? <p className="ds-autosave">{note}</p> : null}
        </div>
        <section
          role="tabpanel"
          id={`${ids}-panel`}
          aria-labelledby={`${ids}-tab-${category}`}
          className="ds-panel"
        >
          {children}
        </section>
      </div>
    </Modal>
  );
}
