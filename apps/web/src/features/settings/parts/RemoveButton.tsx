import { PARTS_TEXT } from './strings.ts';

/** The × that takes an account out of a settings list. */
export function RemoveButton({ handle, onRemove }: { handle: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-ghost ds-remove"
      aria-label={PARTS_TEXT.remove(handle)}
      title={PARTS_TEXT.remove(handle)}
      onClick={onRemove}
    >
      ×
    </button>
  );
}
