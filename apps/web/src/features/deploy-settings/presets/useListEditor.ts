import { useRef, useState } from 'react';

/**
 * DA §4 preset and preset-button forms: add mode, or edit mode after Edit (the form filled with
 * the item, the panel scrolled to its top); Update or Cancel returns to add mode. Also holds the
 * item waiting for its delete confirmation (DA §5) and the form's one refusal.
 */
export function useListEditor<Item extends { id: string }, Draft, Refusal>(
  blank: () => Draft,
  draftOf: (item: Item) => Draft,
) {
  const [draft, setDraft] = useState(blank);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const toAddMode = () => {
    setDraft(blank());
    setEditingId(null);
    setRefusal(null);
  };

  return {
    draft,
    editingId,
    refusal,
    deleting,
    formRef,
    /** A field typed: the draft changes and the refusal it answered goes. */
    change: (patch: Partial<Draft>) => {
      setDraft((now) => ({ ...now, ...patch }));
      setRefusal(null);
    },
    refuse: setRefusal,
    toAddMode,
    edit: (item: Item) => {
      setDraft(draftOf(item));
      setEditingId(item.id);
      setRefusal(null);
      const form = formRef.current;
      form?.closest('[role="tabpanel"]')?.scrollTo({ top: 0, behavior: 'smooth' });
      form?.querySelector('input')?.focus({ preventScroll: true });
    },
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    /** The confirmed delete: the form leaves edit mode if it held that item. */
    deleted: (item: Item) => {
      setDeleting(null);
      if (item.id === editingId) toAddMode();
    },
  };
}

export type ListEditor<Item extends { id: string }, Draft, Refusal> = ReturnType<
  typeof useListEditor<Item, Draft, Refusal>
>;
