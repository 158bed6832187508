import type { ReactNode } from 'react';
import { TAB_PARTS_TEXT } from './tab-parts-text.ts';
import '../admin-panel.css';
import './tab-parts.css';

export type AdminLoadQuery<T> = {
  data: T | undefined;
  loading: boolean;
  /** The DA §8 sentence ('Failed to load …' or the server's own). */
  error: string | null;
  refetch: () => void;
};

/**
 * One admin list's three states: loading, its DA §8 failure with a Retry, and the data. A failed
 * refresh keeps the rows it had and shows the failure above them.
 */
export function AdminLoad<T>({
  query,
  children,
}: {
  query: AdminLoadQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const failure = query.error ? (
    <div className="admin-part-error" role="alert">
      <span>{query.error}</span>
      <button type="button" className="btn btn-secondary" onClick={query.refetch}>
        {TAB_PARTS_TEXT.retry}
      </button>
    </div>
  ) : null;
  if (query.data === undefined) {
    if (failure) return failure;
    return query.loading ? (
      <p className="admin-empty" role="status">
        {TAB_PARTS_TEXT.loading}
      </p>
    ) : null;
  }
  return (
    <>
      {failure}
      {children(query.data)}
    </>
  );
}
