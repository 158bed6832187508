import {
  type DeployForm,
  type DeployImage,
  type ImageSource,
  type ImageUpload,
  selectedImage,
} from '../form/form.ts';
import { IMAGE_TEXT } from './strings.ts';

/**
 * An image as it is added: a link (a post's, a dropped or pasted image URL, a vamp's), or the data
 * URL of a file, a paste, a crop or a library image, which the form uploads once.
 */
export type NewImage =
  | { url: string; name?: string; source?: ImageSource }
  | { data: string; name: string; type: string };

let nextId = 0;
const newImageId = () => {
  nextId += 1;
  return `img-${Date.now().toString(36)}-${nextId}`;
};

/** The name a link goes by: its file name, else its host. */
export function linkName(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : parsed.hostname;
  } catch {
    return url;
  }
}

/** The item a new image becomes: a link is ready at once, a data URL waits for its upload. */
export function imageItem(image: NewImage): DeployImage {
  if ('url' in image) {
    return {
      id: newImageId(),
      url: image.url,
      name: image.name ?? linkName(image.url),
      ...(image.source ? { source: image.source } : {}),
    };
  }
  return {
    id: newImageId(),
    url: '',
    data: image.data,
    name: image.name,
    type: image.type,
    upload: { status: 'uploading' },
  };
}

/** What the form shows for an image: its data URL, or its link. */
export const imageSrc = (image: DeployImage): string => image.data ?? image.url;

const sameImage = (a: DeployImage, b: DeployImage) =>
  a.data !== undefined ? a.data === b.data : b.data === undefined && a.url === b.url;

/**
 * DA §4 image mode: added images join the list (one already there is not added twice) and the
 * first of them is selected, so the mode is the image.
 */
export function withAddedImages(form: DeployForm, items: readonly DeployImage[]): DeployForm {
  const [head] = items;
  if (!head) return form;
  const fresh = items.filter((item) => !form.images.some((known) => sameImage(known, item)));
  const first = form.images.find((known) => sameImage(known, head)) ?? head;
  return { ...form, images: [...form.images, ...fresh], image: { kind: 'image', id: first.id } };
}

/** The Crop Image modal's result replaces its image, in place, and is selected. */
export function withReplacedImage(form: DeployForm, id: string, item: DeployImage): DeployForm {
  if (!form.images.some((image) => image.id === id)) return form;
  return {
    ...form,
    images: form.images.map((image) => (image.id === id ? item : image)),
    image: { kind: 'image', id: item.id },
  };
}

/**
 * An upload's answer, for the image it was started for: only while that image still holds the
 * data sent (a crop may have replaced it meanwhile, or it was removed).
 */
export function withUploadResult(
  form: DeployForm,
  id: string,
  data: string,
  result: { url: string } | ImageUpload,
): DeployForm {
  const images = form.images.map((image) => {
    if (image.id !== id || image.data !== data) return image;
    if ('url' in result) {
      const { upload: _done, ...rest } = image;
      return { ...rest, url: result.url };
    }
    return { ...image, upload: result };
  });
  return { ...form, images };
}

/** Why the selected image cannot go with a launch yet, or null when it can (or none is chosen). */
export function imageNotReady(form: DeployForm): string | null {
  const image = form.image.kind === 'image' ? selectedImage(form) : undefined;
  if (!image?.upload) return null;
  return image.upload.status === 'uploading'
    ? IMAGE_TEXT.uploadingNotice
    : IMAGE_TEXT.uploadFailed(image.upload.error);
}
