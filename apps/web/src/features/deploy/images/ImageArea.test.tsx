import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  renderDeploy,
  SOLANA_WALLET,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import { TokenDeployForm } from '../form/TokenDeployForm.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import type { Compressor } from './compression.ts';
import { ImageArea, preloadImageDialogs } from './ImageArea.tsx';
import { IMAGE_TEXT } from './strings.ts';

const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const PNG_DATA = 'data:image/png;base64,iVBORw0KGgo=';
const HOSTED = 'http://127.0.0.1:3000/api/token-images/ab12.png';
/** A promise the test settles by hand, either way. */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pngFile = (name = 'frog.png') => new File([PNG_BYTES], name, { type: 'image/png' });

/**
 * The form, logged in and connected; uploads wait for the test (or fail when it says so). The
 * image area alone in a form when a compressor is given (jsdom has no canvas to compress with).
 */
function renderArea(compress?: Compressor) {
  storeWallets(SOLANA_WALLET);
  const uploads: Array<ReturnType<typeof held<string>> & { data: string }> = [];
  const kit = startDeploy(
    {},
    {
      uploadImage: (_session, data) => {
        const pending = held<string>();
        uploads.push({ ...pending, data });
        return pending.promise;
      },
    },
  );
  kit.connect();
  renderDeploy(
    compress ? (
      <form>
        <ImageArea compress={compress} />
      </form>
    ) : (
      <TokenDeployForm variant="dock" />
    ),
    kit,
  );
  const zone = () => screen.getByTestId('image-drop');
  const drop = (transfer: { files?: File[]; data?: Record<string, string> }) =>
    fireEvent.drop(zone(), {
      dataTransfer: {
        files: transfer.files ?? [],
        types: Object.keys(transfer.data ?? {}),
        getData: (type: string) => transfer.data?.[type] ?? '',
      },
    });
  return { ...kit, uploads, drop, zone, user: userEvent.setup() };
}

const thumbImage = (n: number) =>
  screen
    .getByRole('button', { name: `Image ${n}` })
    .querySelector('img')
    ?.getAttribute('src');
const launchButton = () =>
  screen.getByRole('button', {
    name: (name) => name.startsWith(DEPLOY_TEXT.launch),
  }) as HTMLButtonElement;

// The crop editor and the library load on demand; here they are loaded first, so they open at once.
beforeAll(() => preloadImageDialogs());

describe('ImageArea', () => {
  it('takes a dropped image file, shows its upload, and lets Launch go once it is up', async () => {
    const { drop, uploads, user } = renderArea();
    await user.type(screen.getByLabelText(DEPLOY_TEXT.name), 'Frog King');
    drop({ files: [pngFile()] });
    expect(await screen.findByRole('button', { name: 'Image 1', pressed: true })).toBeTruthy();
    expect(thumbImage(1)).toBe(PNG_DATA);
    expect(uploads.map((upload) => upload.data)).toEqual([PNG_DATA]);
    expect(screen.getByText(IMAGE_TEXT.uploading)).toBeTruthy();
    expect(screen.getByText(IMAGE_TEXT.uploadingNotice)).toBeTruthy();
    expect(launchButton().disabled).toBe(true);

    await act(async () => uploads[0]?.resolve(HOSTED));
    expect(screen.queryByText(IMAGE_TEXT.uploading)).toBeNull();
    expect(launchButton().disabled).toBe(false);
    expect(thumbImage(1)).toBe(PNG_DATA);
  });

  it('shows a failed upload on its thumbnail and why', async () => {
    const { drop, uploads } = renderArea();
    drop({ files: [pngFile()] });
    await screen.findByRole('button', { name: 'Image 1' });
    await act(async () => uploads[0]?.reject(new Error('is larger than 2 MB')));
    expect(screen.getByText(IMAGE_TEXT.uploadFailedShort)).toBeTruthy();
    expect(screen.getByText('The image upload failed: is larger than 2 MB')).toBeTruthy();
  });

  it('refuses a dropped file that is not an image', () => {
    const { drop } = renderArea();
    drop({ files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] });
    expect(screen.getByRole('alert').textContent).toBe(
      'Only image files and image links can be added.',
    );
    expect(screen.queryByRole('button', { name: 'Image 1' })).toBeNull();
  });

  it('takes a dropped image link, from the <img> of the page it was dragged out of', () => {
    const { drop, uploads } = renderArea();
    drop({
      data: {
        'text/uri-list': 'https://x.com/kaito/status/1',
        'text/html':
          '<a href="https://x.com/kaito/status/1"><img src="https://pbs.twimg.com/media/Ab?format=jpg&amp;name=small"></a>',
      },
    });
    expect(thumbImage(1)).toBe('https://pbs.twimg.com/media/Ab?format=jpg&name=small');
    expect(uploads).toEqual([]);
    expect(launchButton().disabled).toBe(true); // no name yet, but the image is ready
  });

  it('refuses a dropped link that does not look like an image', () => {
    const { drop } = renderArea();
    drop({
      data: {
        'text/uri-list': 'https://example.com/page',
        'text/plain': 'https://example.com/page',
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(IMAGE_TEXT.notImage);
  });

  it('says DA §8 failure when a large image cannot be compressed', async () => {
    const tried: number[] = [];
    const { drop } = renderArea(async (_file, quality) => {
      tried.push(quality);
      return new Blob([new Uint8Array(1200 * 1024)], { type: 'image/jpeg' });
    });
    const big = new File([new Uint8Array(1100 * 1024)], 'huge.png', { type: 'image/png' });
    drop({ files: [big] });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to process image. Please try a smaller image or use LETTER/ASCII buttons.',
    );
    expect(screen.queryByRole('button', { name: 'Image 1' })).toBeNull();
    expect(tried).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });

  it('adds a large image re-compressed under 1000 KB', async () => {
    const { drop, uploads } = renderArea(
      async (_file, quality) =>
        new Blob([new Uint8Array(quality > 0.75 ? 1500 * 1024 : 700 * 1024)], {
          type: 'image/jpeg',
        }),
    );
    drop({
      files: [new File([new Uint8Array(3 * 1024 * 1024)], 'noise.png', { type: 'image/png' })],
    });
    expect(await screen.findByRole('button', { name: 'Image 1', pressed: true })).toBeTruthy();
    expect(thumbImage(1)?.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(uploads).toHaveLength(1);
  });

  it('adds an image pasted with Ctrl+V anywhere in the form, even in the name field', async () => {
    renderArea();
    const name = screen.getByLabelText(DEPLOY_TEXT.name);
    const pasted = fireEvent.paste(name, {
      clipboardData: { files: [pngFile('pasted.png')], getData: () => '' },
    });
    expect(pasted).toBe(false); // the image is not pasted into the field as text
    expect(await screen.findByRole('button', { name: 'Image 1', pressed: true })).toBeTruthy();
  });

  it('leaves text pasted into a field alone, and takes an image link pasted elsewhere', () => {
    renderArea();
    const link = 'https://i.imgur.com/AbC123.png';
    const clipboardData = {
      files: [],
      getData: (type: string) => (type === 'text/plain' ? link : ''),
    };
    expect(fireEvent.paste(screen.getByLabelText(DEPLOY_TEXT.name), { clipboardData })).toBe(true);
    expect(screen.queryByRole('button', { name: 'Image 1' })).toBeNull();
    fireEvent.paste(screen.getByRole('button', { name: DEPLOY_TEXT.letter }), { clipboardData });
    expect(thumbImage(1)).toBe(link);
  });

  it.each([
    ['true', 'Frog King Returns', 'Frog King Returns'],
    ['true', 'ab', ''],
    ['true', 'x'.repeat(100), ''],
    ['false', 'Frog King Returns', ''],
  ])(
    'with auto-fill %s, other text pasted outside a field (%j) becomes the name (DA §5: 3–99)',
    (autoFill, text, name) => {
      localStorage.setItem('autoFillNameOnCopy', autoFill);
      renderArea();
      const clipboardData = {
        files: [],
        getData: (type: string) => (type === 'text/plain' ? text : ''),
      };
      fireEvent.paste(screen.getByRole('button', { name: DEPLOY_TEXT.letter }), { clipboardData });
      expect(screen.getByLabelText<HTMLInputElement>(DEPLOY_TEXT.name).value).toBe(name);
      localStorage.removeItem('autoFillNameOnCopy');
    },
  );

  it("'Paste from Clipboard' takes the clipboard's image, else an image link as text", async () => {
    const { user } = renderArea();
    const read = vi.fn(async () => [
      {
        types: ['text/html', 'image/png'],
        getType: async () => new Blob([PNG_BYTES], { type: 'image/png' }),
      },
    ]);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { read, readText: vi.fn() } });
    await user.click(screen.getByRole('button', { name: IMAGE_TEXT.pasteFromClipboard }));
    expect(await screen.findByRole('button', { name: 'Image 1' })).toBeTruthy();
    expect(thumbImage(1)).toBe(PNG_DATA);

    const readText = vi.fn(async () => 'https://cdn.discordapp.com/attachments/1/2/frog');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { read: async () => [], readText } });
    await user.click(screen.getByRole('button', { name: IMAGE_TEXT.pasteFromClipboard }));
    expect(thumbImage(2)).toBe('https://cdn.discordapp.com/attachments/1/2/frog');

    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { read: async () => [], readText: async () => 'just words' },
    });
    await user.click(screen.getByRole('button', { name: IMAGE_TEXT.pasteFromClipboard }));
    expect(screen.getByRole('alert').textContent).toBe(IMAGE_TEXT.clipboardEmpty);

    const denied = async () => {
      throw new DOMException('Read permission denied.', 'NotAllowedError');
    };
    vi.stubGlobal('navigator', { ...navigator, clipboard: { read: denied, readText: denied } });
    await user.click(screen.getByRole('button', { name: IMAGE_TEXT.pasteFromClipboard }));
    expect(screen.getByRole('alert').textContent).toBe(IMAGE_TEXT.clipboardDenied);
  });

  it("'Search Images' searches the name in a new tab that cannot reach back", async () => {
    const { user } = renderArea();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const search = screen.getByRole('button', {
      name: IMAGE_TEXT.searchImages,
    }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    await user.type(screen.getByLabelText(DEPLOY_TEXT.name), 'Frog King');
    await user.click(search);
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/search?tbm=isch&q=Frog%20King',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('shows the server-drawn LETTER or ASCII image of the name when chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderArea();
    const preview = (kind: string) => screen.getByRole('img', { name: `${kind} image preview` });
    await user.type(screen.getByLabelText(DEPLOY_TEXT.name), 'Frog & King');
    act(() => vi.advanceTimersByTime(250));
    expect(preview('LETTER').getAttribute('src')).toBe(
      '/api/token-images/letter.png?name=Frog%20%26%20King',
    );
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.ascii }));
    expect(preview('ASCII').getAttribute('src')).toBe(
      '/api/token-images/ascii.png?name=Frog%20%26%20King',
    );
  });

  it('crops and removes each image from its thumbnail', async () => {
    const { drop, user } = renderArea();
    drop({ data: { 'text/plain': 'https://i.imgur.com/one.png' } });
    drop({ data: { 'text/plain': 'https://i.imgur.com/two.png' } });
    await user.click(screen.getByRole('button', { name: IMAGE_TEXT.cropImage(2) }));
    const modal = screen.getByRole('dialog', { name: IMAGE_TEXT.cropTitle });
    expect(modal.querySelector('img')?.getAttribute('src')).toBe('https://i.imgur.com/two.png');
    await user.click(within(modal).getByRole('button', { name: IMAGE_TEXT.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: `${DEPLOY_TEXT.removeImage} 1` }));
    expect(thumbImage(1)).toBe('https://i.imgur.com/two.png');
    expect(screen.queryByRole('button', { name: 'Image 2' })).toBeNull();
  });
});
