import { TOKEN_IMAGE_UPLOAD } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_FILE_MESSAGES, uploadImageFile } from './image-file.ts';

describe('uploadImageFile', () => {
  it('uploads the file as a data URL for the session and answers the hosted link', async () => {
    const upload = vi.fn(async () => 'https://host.example/u/1.png');
    const file = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    await expect(uploadImageFile('sess-1', file, upload)).resolves.toBe(
      'https://host.example/u/1.png',
    );
    expect(upload).toHaveBeenCalledWith('sess-1', `data:image/gif;base64,${btoa('GIF89a')}`);
  });

  it.each([
    [
      'a text file',
      new File(['hi'], 'a.txt', { type: 'text/plain' }),
      IMAGE_FILE_MESSAGES.notImage,
    ],
    [
      'an SVG',
      new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }),
      IMAGE_FILE_MESSAGES.notImage,
    ],
    [
      'a file over 2 MB',
      new File([new Uint8Array(TOKEN_IMAGE_UPLOAD.maxBytes + 1)], 'big.png', { type: 'image/png' }),
      IMAGE_FILE_MESSAGES.tooLarge,
    ],
  ])('refuses %s without sending it', async (_name, file, message) => {
    const upload = vi.fn(async () => 'never');
    await expect(uploadImageFile('sess-1', file, upload)).rejects.toThrow(message);
    expect(upload).not.toHaveBeenCalled();
  });
});
