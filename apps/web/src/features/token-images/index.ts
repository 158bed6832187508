export { generatedImageSrc, uploadTokenImage } from './api.ts';
export { IMAGE_FILE_MESSAGES, isImageFile, readAsDataUrl, uploadImageFile } from './image-file.ts';
