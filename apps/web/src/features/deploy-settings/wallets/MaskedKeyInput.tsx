import { useLayoutEffect, useRef } from 'react';
import { applyMaskedEdit, maskKey } from './masked-key.ts';

type Props = {
  id: string;
  /** The key as typed; the field shows only its first 3 characters. */
  value: string;
  onChange: (key: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** While the key is being sent. */
  readOnly?: boolean;
};

/**
 * DA §2: the private key field of the import dev wallet modal. It shows the first 3 characters
 * and masks the rest, while typing, paste, backspace, delete and select-all work as in any field.
 * A wrapping text area, so the visible start stays in sight after an 88-character paste; Enter
 * submits the form as in a one-line field. Not a password field, so browsers neither offer to
 * save it nor fill it in.
 */
export function MaskedKeyInput({ id, value, onChange, invalid, describedBy, readOnly }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  // Masking can change the field's text under the caret; put the caret back where the edit left it.
  useLayoutEffect(() => {
    const field = ref.current;
    const at = caret.current;
    caret.current = null;
    if (field && at !== null && document.activeElement === field) field.setSelectionRange(at, at);
  });

  return (
    <textarea
      ref={ref}
      id={id}
      className="ds-input ds-key-input"
      rows={3}
      value={maskKey(value)}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      data-1p-ignore
      data-lpignore="true"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      readOnly={readOnly}
      // Dragging the text out would take mask characters, not the key.
      onDragStart={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
        event.preventDefault();
        event.currentTarget.form?.requestSubmit();
      }}
      onChange={(event) => {
        const field = event.target;
        const at = field.selectionStart ?? field.value.length;
        caret.current = at;
        onChange(applyMaskedEdit(value, field.value, at));
      }}
    />
  );
}
