import { useState } from 'react';
import { ConfirmDialog } from '../modal/index.ts';
import { FILTER_ALL_CONFIRM, FILTER_TEXT, filterAllText } from './strings.ts';

type Props = {
  /** The keys of every account the page lists. */
  keys: readonly string[];
  onConfirm: (keys: readonly string[]) => void;
};

/** 'Filter out all accounts', which asks first: cancel leaves every filter as it was. */
export function FilterAllButton({ keys, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={keys.length === 0}
        onClick={() => setAsking(true)}
      >
        {FILTER_TEXT.filterAll}
      </button>
      {asking && (
        <ConfirmDialog
          title={FILTER_ALL_CONFIRM.title}
          text={filterAllText(keys.length)}
          confirmLabel={FILTER_ALL_CONFIRM.confirm}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            onConfirm(keys);
            setAsking(false);
          }}
        />
      )}
    </>
  );
}
