import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import type { SessionController } from '../../session/index.ts';
import { uploadTokenImage } from '../../token-images/index.ts';
import type { DeployForm, DeployImage, ImageUpload } from '../form/form.ts';
import type { DeployState } from '../state.ts';
import {
  imageItem,
  type NewImage,
  withAddedImages,
  withReplacedImage,
  withUploadResult,
} from './image-items.ts';

/** Uploads a data URL for the session; answers the hosted link. */
export type UploadImage = (session: string, dataUrl: string) => Promise<string>;

export type ImageActions = {
  /**
   * DA §2 / §4: images dropped, picked, pasted or taken from the library join the form and the
   * first is selected. Each one given as a data URL is uploaded once, now.
   */
  addImages: (images: readonly NewImage[]) => void;
  /** DA §2 Crop Image: 'Crop & Save' replaces the image with its crop, which is uploaded. */
  replaceImage: (id: string, image: NewImage) => void;
};

/** The image actions of the deploy store, and the uploads they start. */
export function createImageActions(deps: {
  store: StoreApi<DeployState>;
  session: SessionController;
  upload?: UploadImage;
}): ImageActions {
  const upload = deps.upload ?? uploadTokenImage;
  const edit = (change: (form: DeployForm) => DeployForm) =>
    deps.store.setState(({ form }) => ({ form: change(form), notice: null }));

  const settle = (id: string, data: string, result: { url: string } | ImageUpload) =>
    edit((form) => withUploadResult(form, id, data, result));

  const startUpload = ({ id, data }: DeployImage) => {
    if (data === undefined) return;
    const { phase } = deps.session.store.getState();
    if (phase.status !== 'active') {
      settle(id, data, { status: 'failed', error: DEPLOY_MESSAGES.loginToDeploy });
      return;
    }
    upload(phase.user.sessionId, data).then(
      (url) => settle(id, data, { url }),
      (error: unknown) =>
        settle(id, data, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  };

  return {
    addImages: (images) => {
      const before = new Set(deps.store.getState().form.images.map((image) => image.id));
      edit((form) => withAddedImages(form, images.map(imageItem)));
      for (const image of deps.store.getState().form.images) {
        if (!before.has(image.id) && image.upload?.status === 'uploading') startUpload(image);
      }
    },
    replaceImage: (id, image) => {
      const item = imageItem(image);
      edit((form) => withReplacedImage(form, id, item));
      if (deps.store.getState().form.images.includes(item)) startUpload(item);
    },
  };
}
