import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Modal } from '../../modal/index.ts';
import { isImageFile } from '../../token-images/index.ts';
import { DEPLOY_TEXT } from '../strings.ts';
import {
  type ImageLibrary,
  imageLibrary,
  type LibraryImage,
  libraryName,
  searchLibrary,
} from './library-store.ts';
import { IMAGE_TEXT } from './strings.ts';
import './library-modal.css';

export type ImageLibraryModalProps = {
  /** The form's selected image as a file to save ('Add Selected Image'), or null when none. */
  selectedImage: (() => Promise<{ name: string; blob: Blob }>) | null;
  /** Select: the saved image joins the form. */
  onSelect: (image: LibraryImage) => void;
  onClose: () => void;
  library?: ImageLibrary;
};

/** Object URLs for the images' thumbnails, revoked when the list changes or the modal closes. */
function useThumbnails(images: readonly LibraryImage[]): Map<string, string> {
  const urls = useMemo(
    () => new Map(images.map((image) => [image.id, URL.createObjectURL(image.blob)])),
    [images],
  );
  useEffect(
    () => () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/**
 * DA §2 Image Library: the images saved in this browser (IndexedDB, so they survive reloads),
 * searched by name; add the form's selected image or files; delete one (after a confirmation);
 * select one to add it to the form.
 */
export function ImageLibraryModal({
  selectedImage,
  onSelect,
  onClose,
  library = imageLibrary(),
}: ImageLibraryModalProps) {
  const searchId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<LibraryImage[] | null>(null);
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const thumbnails = useThumbnails(images ?? []);

  const refresh = () =>
    library.list().then(setImages, () => {
      setImages([]);
      setError(IMAGE_TEXT.libraryUnavailable);
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when opened
  useEffect(() => {
    void refresh();
  }, [library]);

  const save = async (items: Array<{ name: string; blob: Blob }>) => {
    setError(null);
    try {
      for (const item of items) await library.add(item.name, item.blob);
    } catch {
      setError(IMAGE_TEXT.libraryUnavailable);
    }
    setQuery('');
    await refresh();
  };

  const addSelected = async () => {
    if (!selectedImage) return;
    let item: { name: string; blob: Blob };
    try {
      item = await selectedImage();
    } catch {
      setError(IMAGE_TEXT.librarySaveFailed);
      return;
    }
    await save([item]);
  };

  const shown = searchLibrary(images ?? [], query);
  return (
    <Modal
      title={IMAGE_TEXT.imageLibrary}
      className="library-modal"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {DEPLOY_TEXT.close}
        </button>
      }
    >
      <div className="library-bar">
        <label htmlFor={searchId} className="visually-hidden">
          {IMAGE_TEXT.librarySearch}
        </label>
        <input
          id={searchId}
          type="search"
          className="library-search"
          placeholder={IMAGE_TEXT.librarySearch}
          value={query}
          data-autofocus
          onChange={(event) => setQuery(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!selectedImage}
          onClick={addSelected}
        >
          {IMAGE_TEXT.libraryAddSelected}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => fileInput.current?.click()}
        >
          {IMAGE_TEXT.libraryAddFile}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={IMAGE_TEXT.libraryAddFile}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])].filter(isImageFile);
            event.target.value = '';
            if (files.length === 0) return;
            void save(files.map((file) => ({ name: libraryName(file.name), blob: file })));
          }}
        />
      </div>
      {error ? (
        <p className="image-error" role="alert">
          {error}
        </p>
      ) : null}
      {images === null ? (
        <p className="deploy-hint">{IMAGE_TEXT.libraryLoading}</p>
      ) : images.length === 0 ? (
        <p className="library-empty">{IMAGE_TEXT.libraryEmpty}</p>
      ) : shown.length === 0 ? (
        <p className="library-empty">{IMAGE_TEXT.libraryNoMatch(query.trim())}</p>
      ) : (
        <ul className="library-grid">
          {shown.map((image) => (
            <li key={image.id} className="library-item">
              {confirming === image.id ? (
                <fieldset className="library-confirm" aria-label={image.name}>
                  <p>{IMAGE_TEXT.libraryConfirmDelete(image.name)}</p>
                  <div className="library-confirm-actions">
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => setConfirming(null)}
                    >
                      {IMAGE_TEXT.libraryKeep}
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger"
                      onClick={async () => {
                        setConfirming(null);
                        await library.remove(image.id).catch(() => {
                          setError(IMAGE_TEXT.libraryUnavailable);
                        });
                        await refresh();
                      }}
                    >
                      {IMAGE_TEXT.libraryDeleteConfirm}
                    </button>
                  </div>
                </fieldset>
              ) : (
                <>
                  <button
                    type="button"
                    className="library-pick"
                    aria-label={IMAGE_TEXT.libraryUse(image.name)}
                    onClick={() => onSelect(image)}
                  >
                    <img src={thumbnails.get(image.id)} alt="" />
                    <span className="library-name">{image.name}</span>
                  </button>
                  <button
                    type="button"
                    className="library-delete"
                    aria-label={IMAGE_TEXT.libraryDelete(image.name)}
                    onClick={() => setConfirming(image.id)}
                  >
                    ×
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
