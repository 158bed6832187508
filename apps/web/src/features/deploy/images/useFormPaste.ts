import { type RefObject, useEffect, useRef } from 'react';
import { isImageFile } from '../../token-images/index.ts';
import { imageUrlsFromTransfer } from './image-urls.ts';

type PasteTarget = {
  addFiles: (files: readonly File[]) => Promise<void>;
  addLinks: (urls: readonly string[]) => void;
  /** Other text pasted outside a field: the name, when auto-fill is on (DA §5: 3 to 99 long). */
  pasteName: (text: string) => void;
};

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement);

/**
 * DA §2 / §5: Ctrl+V of an image anywhere in the form adds it (DA §5: image files only), even with
 * the focus in a field; an image link pasted outside a text field is added too, and other text
 * pasted there is offered as the name; text pasted into a field stays text.
 */
export function useFormPaste(anchor: RefObject<HTMLElement | null>, target: PasteTarget): void {
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const onPaste = (event: ClipboardEvent) => {
      const data = event.clipboardData;
      if (!data) return;
      const files = [...data.files].filter(isImageFile);
      if (files.length > 0) {
        event.preventDefault();
        void latest.current.addFiles(files);
        return;
      }
      if (isTextField(event.target)) return;
      const urls = imageUrlsFromTransfer({
        html: data.getData('text/html'),
        text: data.getData('text/plain'),
      });
      event.preventDefault();
      if (urls.length > 0) latest.current.addLinks(urls);
      else latest.current.pasteName(data.getData('text/plain'));
    };
    form.addEventListener('paste', onPaste);
    return () => form.removeEventListener('paste', onPaste);
  }, [anchor]);
}
