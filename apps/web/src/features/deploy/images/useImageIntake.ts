import { useState } from 'react';
import { isImageFile } from '../../token-images/index.ts';
import { useDeployController } from '../context.tsx';
import { browserCompressor } from './browser-compressor.ts';
import { type Compressor, ImageProcessingError } from './compression.ts';
import type { NewImage } from './image-items.ts';
import { imageUrlsFromTransfer } from './image-urls.ts';
import { extensionOf, imageFromFile } from './read-image.ts';
import { IMAGE_TEXT } from './strings.ts';

/** The parts of a drop or paste the form reads. */
type Transfer = Pick<DataTransfer, 'files' | 'getData'>;

/**
 * How images reach the form (DA §2 / §5): files (picked, dropped, pasted), links that look like
 * images (dropped, pasted), the clipboard. Files are compressed when large and uploaded by the
 * store; a failure says DA §8's 'Failed to process image. …'.
 */
export function useImageIntake(compress: Compressor = browserCompressor) {
  const controller = useDeployController();
  const [processing, setProcessing] = useState(0);
  const [error, setError] = useState<string | null>(null);

  /** Adds the image files among `files`; the others are refused with a sentence. */
  const addFiles = async (files: readonly File[]) => {
    const images = files.filter(isImageFile);
    if (images.length === 0) {
      setError(IMAGE_TEXT.notImage);
      return;
    }
    setError(null);
    setProcessing((count) => count + 1);
    const results = await Promise.allSettled(images.map((file) => imageFromFile(file, compress)));
    setProcessing((count) => count - 1);
    const ready = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    if (ready.length > 0) controller.addImages(ready);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      setError(
        failed.reason instanceof ImageProcessingError
          ? failed.reason.message
          : IMAGE_TEXT.processFailed,
      );
    }
  };

  const addLinks = (urls: readonly string[]) => {
    setError(null);
    controller.addImages(urls.map((url): NewImage => ({ url })));
  };

  /** A drop: its image files, else its image links (DA §5: a link must look like an image). */
  const addTransfer = (transfer: Transfer): boolean => {
    const files = [...transfer.files];
    if (files.length > 0) {
      void addFiles(files);
      return true;
    }
    const urls = imageUrlsFromTransfer({
      uriList: transfer.getData('text/uri-list'),
      html: transfer.getData('text/html'),
      text: transfer.getData('text/plain'),
    });
    if (urls.length === 0) {
      setError(IMAGE_TEXT.notImage);
      return false;
    }
    addLinks(urls);
    return true;
  };

  /** 'Paste from Clipboard': an image on the clipboard, else an image link as its text. */
  const pasteFromClipboard = async () => {
    const clipboard = navigator.clipboard;
    try {
      for (const item of (await clipboard?.read?.()) ?? []) {
        const type = item.types.find((entry) => entry.startsWith('image/'));
        if (!type) continue;
        const blob = await item.getType(type);
        await addFiles([new File([blob], `pasted.${extensionOf(type)}`, { type })]);
        return;
      }
    } catch {
      // Reading images needs a permission; a link as text may still be readable.
    }
    let text: string;
    try {
      text = (await clipboard?.readText?.()) ?? '';
    } catch {
      setError(IMAGE_TEXT.clipboardDenied);
      return;
    }
    const urls = imageUrlsFromTransfer({ text });
    if (urls.length === 0) setError(IMAGE_TEXT.clipboardEmpty);
    else addLinks(urls);
  };

  return {
    processing: processing > 0,
    error,
    showError: setError,
    addFiles,
    addLinks,
    addTransfer,
    pasteFromClipboard,
  };
}
