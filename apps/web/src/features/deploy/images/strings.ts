/** User-visible strings of the deploy form's image area (DA §2, §5, §8), written once. */
export const IMAGE_TEXT = {
  // DA §2 image area, Crop Image modal and sub-modals, quoted.
  pasteFromClipboard: 'Paste from Clipboard',
  imageLibrary: 'Image Library',
  searchImages: 'Search Images',
  cropTitle: 'Crop Image',
  scale: (percent: number) => `Scale: ${percent}%`,
  cropHint: 'Scroll to zoom • Drag image',
  cropSize: (pixels: number) => `Crop Size: ${pixels} × ${pixels} pixels`,
  cancel: 'Cancel',
  cropSave: 'Crop & Save',
  // DA §5 / §8, quoted.
  processFailed: 'Failed to process image. Please try a smaller image or use LETTER/ASCII buttons.',
  // Ours: what the spec leaves unsaid.
  chooseFiles: 'Upload',
  dropHint: 'Drop images or image links here, or paste one with Ctrl+V',
  dropActive: 'Drop to add',
  processing: 'Processing the image…',
  cropImage: (n: number) => `Crop image ${n}`,
  uploading: 'Uploading…',
  uploadFailedShort: 'Upload failed',
  uploadingNotice: 'The image is still uploading: Launch once it is up.',
  /** Issue 50: a picture the browser could not show gets a placeholder and this sentence. */
  brokenImage: 'Picture unavailable',
  brokenImages: (numbers: number[]) =>
    `${numbers.length === 1 ? `Image ${numbers[0]}` : `Images ${numbers.join(', ')}`} could not be shown: ${numbers.length === 1 ? 'its link does' : 'their links do'} not give a picture here. Pick another, add one, or use LETTER or ASCII.`,
  uploadFailed: (error: string) => `The image upload failed: ${error}`,
  notImage: 'Only image files and image links can be added.',
  clipboardEmpty: 'The clipboard holds no image or image link.',
  clipboardDenied:
    'The browser did not allow reading the clipboard. Press Ctrl+V in the form instead.',
  searchNeedsName: 'Type a name first: Search Images looks for it.',
  preview: (kind: string) => `${kind} image preview`,
  zoom: 'Zoom',
  cropFailed:
    'This image could not be cropped here: its host does not allow it. Save it and add the file instead.',
  librarySearch: 'Search by name',
  libraryAddSelected: 'Add Selected Image',
  libraryAddFile: 'Add from File',
  libraryEmpty: 'No saved images yet. Add the selected image or a file.',
  libraryNoMatch: (query: string) => `No saved image matches "${query}".`,
  libraryUse: (name: string) => `Use ${name}`,
  libraryDelete: (name: string) => `Delete ${name}`,
  libraryConfirmDelete: (name: string) => `Delete "${name}" from the library?`,
  libraryKeep: 'Keep',
  libraryDeleteConfirm: 'Delete',
  libraryUnavailable: 'The image library is not available in this browser (IndexedDB is off).',
  librarySaveFailed:
    'That image could not be saved: its host does not allow reading it. Save it as a file and add the file.',
  libraryLoading: 'Loading…',
} as const;
