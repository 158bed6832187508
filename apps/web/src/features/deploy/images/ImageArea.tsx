import { fieldLimits } from '@launchdeck/protocol';
import { type DragEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { preloadable } from '../../../lib/preloadable.tsx';
import { KEYS, read } from '../../../lib/storage.ts';
import { ModalLoading } from '../../modal/index.ts';
import { generatedImageSrc } from '../../token-images/index.ts';
import { useDeploy, useDeployController } from '../context.tsx';
import { type DeployImage, selectedImage } from '../form/form.ts';
import { nameFromCopiedText } from '../form/useAutoFillOnCopy.ts';
import { DEPLOY_TEXT } from '../strings.ts';
import { browserCompressor } from './browser-compressor.ts';
import { type Compressor, needsCompression } from './compression.ts';
import { linkImageAsPng } from './crop-canvas.ts';
import { ImageThumbs } from './ImageThumbs.tsx';
import { imageNotReady, imageSrc, type NewImage } from './image-items.ts';
import { type ImageLibrary, libraryName } from './library-store.ts';
import { openImageSearch } from './links.ts';
import { dataUrlToBlob, extensionOf, imageFromFile, withExtension } from './read-image.ts';
import { IMAGE_TEXT } from './strings.ts';
import { useFormPaste } from './useFormPaste.ts';
import { useImageIntake } from './useImageIntake.ts';
import './images.css';

// The crop editor (react-easy-crop) and the Image Library (IndexedDB) load when first opened.
const cropEditor = preloadable(() =>
  import('./CropImageModal.tsx').then((module) => module.CropImageModal),
);
const libraryDialog = preloadable(() =>
  import('./ImageLibraryModal.tsx').then((module) => module.ImageLibraryModal),
);

export const preloadImageDialogs = () =>
  Promise.all([cropEditor.preload(), libraryDialog.preload()]);

/** The name as typed, a moment after typing stops (the preview is drawn by the server). */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The selected image as a file for the library: its own bytes, or a link drawn as PNG. */
async function asLibraryFile(image: DeployImage): Promise<{ name: string; blob: Blob }> {
  const name = libraryName(image.name ?? 'image');
  if (image.data) return { name, blob: dataUrlToBlob(image.data) };
  return { name, blob: await linkImageAsPng(image.url) };
}

/** A crop, as the form takes it: a PNG, unless DA §5 has it re-compressed for its size. */
async function croppedImage(png: string, name: string, compress: Compressor): Promise<NewImage> {
  const fileName = withExtension(name, 'png');
  const blob = dataUrlToBlob(png);
  if (!needsCompression(blob)) return { data: png, name: fileName, type: 'image/png' };
  return imageFromFile(new File([blob], fileName, { type: 'image/png' }), compress);
}

const TOOL_ICONS = {
  upload: 'M12 16V4m0 0-5 5m5-5 5 5M4 20h16',
  library: 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5',
  paste: 'M9 4h6v3H9zM7 5H5v16h14V5h-2',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zm10 3-5.2-5.2',
} as const;

function ToolIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="image-tool-icon">
      <path d={path} />
    </svg>
  );
}

/**
 * DA §2 image area: drop images or image links on it, pick files, the Image Library, Paste from
 * Clipboard (and Ctrl+V anywhere in the form), Search Images, per-image crop and remove, Clear
 * All; LETTER and ASCII, with the server's drawing of the name shown when chosen (DA §4 image
 * mode: letter by default, the image once one is added, letter again when all are gone). An
 * image added as a file shows its upload; Launch waits for it (canLaunch), with the reason here.
 */
export function ImageArea({
  compress = browserCompressor,
  library,
}: {
  compress?: Compressor;
  library?: ImageLibrary;
}) {
  const area = useRef<HTMLFieldSetElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { images, choice, name, ticker, selected, notReady } = useDeploy(
    useShallow((state) => ({
      images: state.form.images,
      choice: state.form.image,
      name: state.form.name,
      ticker: state.form.ticker,
      selected: selectedImage(state.form),
      notReady: imageNotReady(state.form),
    })),
  );
  const controller = useDeployController();
  const intake = useImageIntake(compress);
  useFormPaste(area, {
    ...intake,
    pasteName: (text) => {
      if (read(KEYS.autoFillNameOnCopy) !== 'true') return;
      const name = nameFromCopiedText(
        text,
        fieldLimits(controller.store.getState().form.mode).nameMax,
      );
      if (name) controller.setName(name);
    },
  });
  const [dragging, setDragging] = useState(false);
  const [cropping, setCropping] = useState<DeployImage | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const previewName = useSettled(name);
  const searchTerm = name.trim() || ticker.trim();

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    intake.addTransfer(event.dataTransfer);
  };

  return (
    <fieldset
      ref={area}
      className="deploy-images image-area"
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <legend>{DEPLOY_TEXT.images}</legend>
      <div className="image-tools">
        <button type="button" className="image-tool" onClick={() => fileInput.current?.click()}>
          <ToolIcon path={TOOL_ICONS.upload} />
          {IMAGE_TEXT.chooseFiles}
        </button>
        <button type="button" className="image-tool" onClick={() => setLibraryOpen(true)}>
          <ToolIcon path={TOOL_ICONS.library} />
          {IMAGE_TEXT.imageLibrary}
        </button>
        <button type="button" className="image-tool" onClick={intake.pasteFromClipboard}>
          <ToolIcon path={TOOL_ICONS.paste} />
          {IMAGE_TEXT.pasteFromClipboard}
        </button>
        <button
          type="button"
          className="image-tool"
          disabled={searchTerm === ''}
          title={searchTerm === '' ? IMAGE_TEXT.searchNeedsName : undefined}
          onClick={() => openImageSearch(searchTerm)}
        >
          <ToolIcon path={TOOL_ICONS.search} />
          {IMAGE_TEXT.searchImages}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={IMAGE_TEXT.chooseFiles}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void intake.addFiles(files);
          }}
        />
      </div>
      <div className={dragging ? 'image-drop is-over' : 'image-drop'} data-testid="image-drop">
        {images.length === 0 ? (
          <p className="image-drop-empty">{DEPLOY_TEXT.noImages}</p>
        ) : (
          <ImageThumbs
            images={images}
            choice={choice}
            onSelect={controller.selectImage}
            onCrop={(id) => setCropping(images.find((image) => image.id === id) ?? null)}
            onRemove={controller.removeImage}
          />
        )}
        <p className="image-drop-hint">{dragging ? IMAGE_TEXT.dropActive : IMAGE_TEXT.dropHint}</p>
      </div>
      <div className="deploy-image-modes">
        {(['letter', 'ascii'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={choice.kind === kind ? 'deploy-mode-button is-active' : 'deploy-mode-button'}
            aria-pressed={choice.kind === kind}
            onClick={() => controller.chooseImageType(kind)}
          >
            {kind === 'letter' ? DEPLOY_TEXT.letter : DEPLOY_TEXT.ascii}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-ghost deploy-clear"
          disabled={images.length === 0}
          onClick={controller.clearImages}
        >
          {DEPLOY_TEXT.clearAll}
        </button>
      </div>
      {choice.kind === 'image' ? null : (
        <figure className="image-generated">
          <img
            src={generatedImageSrc(choice.kind, previewName)}
            alt={IMAGE_TEXT.preview(
              choice.kind === 'letter' ? DEPLOY_TEXT.letter : DEPLOY_TEXT.ascii,
            )}
            width={72}
            height={72}
          />
          <figcaption>
            {choice.kind === 'letter' ? DEPLOY_TEXT.letter : DEPLOY_TEXT.ascii}
            <span>{previewName.trim() || '…'}</span>
          </figcaption>
        </figure>
      )}
      {intake.processing ? (
        <p className="image-note" role="status">
          {IMAGE_TEXT.processing}
        </p>
      ) : null}
      {notReady ? (
        <p
          className={selected?.upload?.status === 'failed' ? 'image-error' : 'image-note'}
          role="status"
        >
          {notReady}
        </p>
      ) : null}
      {intake.error ? (
        <p className="image-error" role="alert">
          {intake.error}
        </p>
      ) : null}
      {cropping ? (
        <Suspense fallback={<ModalLoading />}>
          <cropEditor.Component
            src={imageSrc(cropping)}
            onCancel={() => setCropping(null)}
            onSave={async (png) => {
              const target = cropping;
              setCropping(null);
              try {
                controller.replaceImage(
                  target.id,
                  await croppedImage(png, target.name ?? 'image', compress),
                );
              } catch {
                intake.showError(IMAGE_TEXT.processFailed);
              }
            }}
          />
        </Suspense>
      ) : null}
      {libraryOpen ? (
        <Suspense fallback={<ModalLoading />}>
          <libraryDialog.Component
            library={library}
            selectedImage={selected ? () => asLibraryFile(selected) : null}
            onClose={() => setLibraryOpen(false)}
            onSelect={(image) => {
              setLibraryOpen(false);
              const type = image.blob.type || 'image/png';
              const file = new File([image.blob], `${image.name}.${extensionOf(type)}`, { type });
              void intake.addFiles([file]);
            }}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
