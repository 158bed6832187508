import { useShallow } from 'zustand/react/shallow';
import { useDeploy, useDeployController } from './context.tsx';
import { DEPLOY_TEXT } from './strings.ts';

/**
 * DA §2 / §4 image area: the post's images as selectable thumbnails, each removable, 'Clear All',
 * and LETTER / ASCII (letter by default; an image once images are added; letter again when they
 * are all gone). Drop, file picker, library, paste and search come with a later issue.
 */
export function ImagePicker() {
  const { images, image } = useDeploy(
    useShallow((state) => ({ images: state.form.images, image: state.form.image })),
  );
  const { selectImage, removeImage, clearImages, chooseImageType } = useDeployController();
  return (
    <fieldset className="deploy-images">
      <legend>{DEPLOY_TEXT.images}</legend>
      {images.length === 0 ? (
        <p className="deploy-hint">{DEPLOY_TEXT.noImages}</p>
      ) : (
        <ul className="deploy-thumbs">
          {images.map((item, index) => {
            const selected = image.kind === 'image' && image.id === item.id;
            return (
              <li key={item.id} className={selected ? 'deploy-thumb is-selected' : 'deploy-thumb'}>
                <button
                  type="button"
                  className="deploy-thumb-pick"
                  aria-pressed={selected}
                  aria-label={`Image ${index + 1}`}
                  onClick={() => selectImage(item.id)}
                >
                  <img src={item.url} alt="" loading="lazy" referrerPolicy="no-referrer" />
                </button>
                <button
                  type="button"
                  className="deploy-thumb-remove"
                  aria-label={`${DEPLOY_TEXT.removeImage} ${index + 1}`}
                  onClick={() => removeImage(item.id)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="deploy-image-modes">
        {(['letter', 'ascii'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={image.kind === kind ? 'deploy-mode-button is-active' : 'deploy-mode-button'}
            aria-pressed={image.kind === kind}
            onClick={() => chooseImageType(kind)}
          >
            {kind === 'letter' ? DEPLOY_TEXT.letter : DEPLOY_TEXT.ascii}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-ghost deploy-clear"
          disabled={images.length === 0}
          onClick={clearImages}
        >
          {DEPLOY_TEXT.clearAll}
        </button>
      </div>
    </fieldset>
  );
}
