import type { ReactNode } from 'react';

type Props = {
  /** The control's id: the label names it, its hint and error are keyed on it. */
  id: string;
  label: string;
  hint?: string;
  /** A refusal shown under the control. */
  error?: string | null;
  /** Announce the error (role alert); a range error redrawn at every key is not announced. */
  announce?: boolean;
  className?: string;
  /** The control, with `id` and `aria-describedby={describedBy(…)}`. */
  children: ReactNode;
};

/** The ids a control's aria-describedby lists: its hint and its error, when shown. */
export function describedBy(id: string, hint?: string, error?: string | null) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A settings field: its label above the control, a hint and a refusal under it. */
export function Field({ id, label, hint, error, announce = true, className, children }: Props) {
  return (
    <div className={className ? `ds-field ${className}` : 'ds-field'}>
      <label htmlFor={id} className="ds-label">
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="ds-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="ds-field-error" role={announce ? 'alert' : undefined}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
