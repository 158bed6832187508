import { SESSION_HEADER, TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deferred,
  type FetchMock,
  jsonResponse,
  sent,
  stubFetch,
} from '../../../../test/fake-fetch.ts';
import {
  renderDeploySettingsAt,
  savedSettings,
} from '../../../../test/features/deploy-settings/support.tsx';
import { IMAGE_SETTINGS_TEXT } from '../image-settings/image-settings-text.ts';
import { IMAGE_UPLOAD_TEXT } from '../strings.ts';

const UPLOADED = 'https://launchdeck.example/api/token-images/u/abc123.png';
const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

let fetchMock: FetchMock;
let uploadAnswer: Promise<Response> | null = null;

const openImageSettings = () => renderDeploySettingsAt('imageSettings');

const overrides = () => screen.getByRole('region', { name: IMAGE_SETTINGS_TEXT.accountsTitle });
const overrideItem = (name: string) => within(overrides()).getByRole('listitem', { name });
const listedAccounts = () =>
  within(overrides())
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const addButton = () => within(overrides()).getByRole('button', { name: IMAGE_SETTINGS_TEXT.add });

describe('Image Settings deploy settings', () => {
  beforeEach(() => {
    uploadAnswer = null;
    fetchMock = stubFetch((url) => {
      if (url === '/api/token-images') return uploadAnswer ?? jsonResponse({ url: UPLOADED });
      return jsonResponse({ wallets: [] });
    });
  });

  it('shows the DA §9 defaults: profile ascii, media use_image, the switch on, elonmusk on ASCII', () => {
    openImageSettings();
    expect((screen.getByLabelText('Profile image type') as HTMLSelectElement).value).toBe('ascii');
    expect((screen.getByLabelText('Media image type') as HTMLSelectElement).value).toBe(
      'use_image',
    );
    const box = screen.getByRole('checkbox', { name: IMAGE_SETTINGS_TEXT.keepUpdates });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(listedAccounts()).toEqual(['elonmusk']);
    expect(overrideItem('elonmusk').textContent).toContain('ASCII');
    const preview = within(overrideItem('elonmusk')).getByRole('img');
    expect(preview.getAttribute('src')).toBe('/api/token-images/ascii.png?name=elonmusk');
  });

  it('explains profile and media posts and offers Use image, ASCII and Letter for each', () => {
    openImageSettings();
    const profile = screen.getByLabelText('Profile image type');
    const media = screen.getByLabelText('Media image type');
    for (const select of [profile, media]) {
      const options = within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(['Use image', 'ASCII', 'Letter']);
    }
    expect(profile.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(IMAGE_SETTINGS_TEXT.profileHint)).toBeTruthy();
    expect(screen.getByText(IMAGE_SETTINGS_TEXT.mediaHint)).toBeTruthy();
  });

  it('saves each default at once, keeping the other fields', async () => {
    const { user, settings } = openImageSettings();
    await user.selectOptions(screen.getByLabelText('Profile image type'), 'letter');
    expect(savedSettings().defaultImageSettings).toEqual({
      profileImageType: 'letter',
      mediaImageType: 'use_image',
      disableAsciiOnProfileUpdates: true,
    });
    await user.selectOptions(screen.getByLabelText('Media image type'), 'ascii');
    await user.click(screen.getByRole('checkbox', { name: IMAGE_SETTINGS_TEXT.keepUpdates }));
    expect(savedSettings().defaultImageSettings).toEqual({
      profileImageType: 'letter',
      mediaImageType: 'ascii',
      disableAsciiOnProfileUpdates: false,
    });
    expect(settings.get().defaultImageSettings.mediaImageType).toBe('ascii');
  });

  it("refuses an override without a username: 'Please enter a username'", async () => {
    const { user } = openImageSettings();
    await user.type(screen.getByLabelText('Username'), '  @ ');
    await user.click(addButton());
    expect(within(overrides()).getByRole('alert').textContent).toBe('Please enter a username');
    expect(localStorage.getItem(TRACKER_SETTINGS_KEY)).toBeNull();
    await user.type(screen.getByLabelText('Username'), 'x');
    expect(within(overrides()).queryByRole('alert')).toBeNull();
  });

  it('adds an override lowercase without @, with its generated preview, saved at once', async () => {
    const { user } = openImageSettings();
    await user.type(screen.getByLabelText('Username'), ' @FrogKing ');
    await user.selectOptions(screen.getByLabelText('Image type'), 'letter');
    await user.click(addButton());
    expect(savedSettings().accountImageSettings).toEqual({
      elonmusk: { imageType: 'ascii', customUrl: '', customFile: '' },
      frogking: { imageType: 'letter', customUrl: '', customFile: '' },
    });
    expect(listedAccounts()).toEqual(['elonmusk', 'frogking']);
    const preview = within(overrideItem('frogking')).getByRole('img');
    expect(preview.getAttribute('src')).toBe('/api/token-images/letter.png?name=frogking');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  });

  it('adds Use image with Enter, with no drawn preview, replacing a listed account', async () => {
    const { user } = openImageSettings();
    await user.selectOptions(screen.getByLabelText('Image type'), 'use_image');
    await user.type(screen.getByLabelText('Username'), 'ElonMusk{Enter}');
    expect(savedSettings().accountImageSettings).toEqual({
      elonmusk: { imageType: 'use_image', customUrl: '', customFile: '' },
    });
    expect(within(overrideItem('elonmusk')).queryByRole('img')).toBeNull();
    expect(overrideItem('elonmusk').textContent).toContain(IMAGE_SETTINGS_TEXT.postImage);
  });

  it('asks a custom override for an image, refuses a link that is not http(s), keeps a good one', async () => {
    const { user } = openImageSettings();
    await user.type(screen.getByLabelText('Username'), 'toad');
    await user.selectOptions(screen.getByLabelText('Image type'), 'custom');
    await user.click(addButton());
    expect(within(overrides()).getByRole('alert').textContent).toBe(
      'Choose an image file or enter an image link for a custom image',
    );
    await user.type(screen.getByLabelText('Image link'), 'javascript:alert(1)');
    await user.click(addButton());
    expect(within(overrides()).getByRole('alert').textContent).toBe(
      IMAGE_SETTINGS_TEXT.linkInvalid,
    );
    await user.clear(screen.getByLabelText('Image link'));
    await user.type(screen.getByLabelText('Image link'), 'https://i.example/toad.png');
    await user.click(addButton());
    expect(savedSettings().accountImageSettings.toad).toEqual({
      imageType: 'custom',
      customUrl: 'https://i.example/toad.png',
      customFile: '',
    });
    const preview = within(overrideItem('toad')).getByRole('img');
    expect(preview.getAttribute('src')).toBe('https://i.example/toad.png');
  });

  it('uploads a custom image file and keeps only its hosted link', async () => {
    const { user } = openImageSettings();
    const held = deferred<Response>();
    uploadAnswer = held.promise;
    await user.type(screen.getByLabelText('Username'), 'toad');
    await user.selectOptions(screen.getByLabelText('Image type'), 'custom');
    const file = new File([PNG_BYTES], 'toad.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(IMAGE_UPLOAD_TEXT.uploadImage), file);
    await screen.findByText(IMAGE_UPLOAD_TEXT.uploading);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    const upload = fetchMock.mock.calls.findIndex(([url]) => url === '/api/token-images');
    const { body, init } = sent(fetchMock, upload);
    expect(body).toEqual({
      data_url: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`,
    });
    expect(new Headers(init?.headers).get(SESSION_HEADER)).toBe('sess-alice');
    held.resolve(jsonResponse({ url: UPLOADED }));
    const shown = await screen.findByRole('img', { name: IMAGE_SETTINGS_TEXT.uploaded });
    expect(shown.getAttribute('src')).toBe(UPLOADED);
    await user.click(addButton());
    expect(savedSettings().accountImageSettings.toad).toEqual({
      imageType: 'custom',
      customUrl: '',
      customFile: UPLOADED,
    });
    expect(localStorage.getItem(TRACKER_SETTINGS_KEY)).not.toContain('base64');
  });

  it("shows the server's refusal of an upload and saves nothing", async () => {
    const { user } = openImageSettings();
    uploadAnswer = Promise.resolve(
      jsonResponse({ error: 'Too many image uploads. Please wait a minute and try again.' }, 429),
    );
    await user.selectOptions(screen.getByLabelText('Image type'), 'custom');
    const file = new File([PNG_BYTES], 'toad.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(IMAGE_UPLOAD_TEXT.uploadImage), file);
    await waitFor(() =>
      expect(within(overrides()).getByRole('alert').textContent).toBe(
        'Too many image uploads. Please wait a minute and try again.',
      ),
    );
    expect(screen.queryByRole('img', { name: IMAGE_SETTINGS_TEXT.uploaded })).toBeNull();
  });

  it('removes an override, the pre-configured one too, and saves the list', async () => {
    const { user } = openImageSettings();
    await user.click(
      screen.getByRole('button', { name: 'Remove the image override for elonmusk' }),
    );
    expect(savedSettings().accountImageSettings).toEqual({});
    expect(screen.getByText(IMAGE_SETTINGS_TEXT.noAccounts)).toBeTruthy();
  });

  it('shows a change made in another window', () => {
    const { settings } = openImageSettings();
    act(() =>
      settings.update({
        accountImageSettings: { pepe: { imageType: 'letter', customUrl: '', customFile: '' } },
      }),
    );
    expect(listedAccounts()).toEqual(['pepe']);
  });
});
