import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  SOLANA_WALLET,
  samplePrefill,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import { canLaunch } from '../form/form.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const CROPPED = 'data:image/png;base64,Q1JPUA==';
const HOSTED = 'http://127.0.0.1:3000/api/token-images/4a1b.png';

/** Logged in and connected with a Solana wallet; uploads wait until the test answers them. */
function started() {
  storeWallets(SOLANA_WALLET);
  const uploads: Array<{ session: string; data: string } & ReturnType<typeof deferred<string>>> =
    [];
  const kit = startDeploy(
    {},
    {
      uploadImage: (session, data) => {
        const pending = deferred<string>();
        uploads.push({ session, data, ...pending });
        return pending.promise;
      },
    },
  );
  const socket = kit.connect();
  kit.deploy.open(samplePrefill({ allImages: [], imageUrl: null }));
  return { ...kit, socket, uploads };
}

/** Resolves once the deploy store's state passes the check (an upload's answer arrived). */
function until(
  deploy: ReturnType<typeof startDeploy>['deploy'],
  check: (state: ReturnType<ReturnType<typeof startDeploy>['state']>) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (check(deploy.store.getState())) return resolve();
    const stop = deploy.store.subscribe((state) => {
      if (!check(state)) return;
      stop();
      resolve();
    });
  });
}

describe('image actions', () => {
  it('selects an added file and uploads it once, with the session', () => {
    const { deploy, state, uploads } = started();
    deploy.addImages([{ data: PNG, name: 'frog.png', type: 'image/png' }]);
    const [image] = state().form.images;
    expect(image).toMatchObject({ url: '', data: PNG, name: 'frog.png', type: 'image/png' });
    expect(image?.upload).toEqual({ status: 'uploading' });
    expect(state().form.image).toEqual({ kind: 'image', id: image?.id });
    expect(uploads.map(({ session, data }) => ({ session, data }))).toEqual([
      { session: 'sess-alice', data: PNG },
    ]);
    deploy.addImages([{ data: PNG, name: 'again.png', type: 'image/png' }]);
    expect(state().form.images).toHaveLength(1);
    expect(uploads).toHaveLength(1);
  });

  it('holds the launch while the upload is in flight, then sends the hosted link', async () => {
    const { deploy, state, uploads, emitted } = started();
    deploy.addImages([{ data: PNG, name: 'frog.png', type: 'image/png' }]);
    expect(canLaunch(state().form, true)).toBe(false);
    expect(deploy.launch()).toBe(false);
    expect(state().notice).toBe('The image is still uploading: Launch once it is up.');
    expect(emitted('debug_request')).toEqual([]);

    uploads[0]?.resolve(HOSTED);
    await until(deploy, ({ form }) => form.images[0]?.url !== '');
    expect(state().form.images[0]).toMatchObject({ url: HOSTED, data: PNG });
    expect(state().form.images[0]?.upload).toBeUndefined();
    expect(canLaunch(state().form, true)).toBe(true);
    expect(deploy.launch()).toBe(true);
    expect(emitted('debug_request')).toMatchObject([{ image_url: HOSTED, image_type: null }]);
  });

  it('shows a failed upload and never sends its image', async () => {
    storeWallets(SOLANA_WALLET);
    const kit = startDeploy();
    kit.connect();
    stubFetch((url, init) => {
      if (url === '/api/wallets') return jsonResponse({ wallets: [SOLANA_WALLET] });
      expect(url).toBe('/api/token-images');
      expect(new Headers(init?.headers).get('x-session-id')).toBe('sess-alice');
      expect(JSON.parse(String(init?.body))).toEqual({ data_url: PNG });
      return jsonResponse({ success: false, error: 'The uploaded image is not an image.' }, 400);
    });
    kit.deploy.addImages([{ data: PNG, name: 'frog.png', type: 'image/png' }]);
    await until(kit.deploy, ({ form }) => form.images[0]?.upload?.status === 'failed');
    expect(kit.state().form.images[0]?.upload).toEqual({
      status: 'failed',
      error: 'The uploaded image is not an image.',
    });
    expect(kit.deploy.launch()).toBe(false);
    expect(kit.state().notice).toBe('The image upload failed: The uploaded image is not an image.');
    kit.deploy.chooseImageType('letter');
    expect(kit.deploy.launch()).toBe(true);
    expect(kit.emitted('debug_request')).toMatchObject([{ image_url: null, image_type: 'letter' }]);
  });

  it('uploads a crop in place of the image, and ignores the answer for the replaced data', async () => {
    const { deploy, state, uploads } = started();
    deploy.addImages([{ data: PNG, name: 'frog.png', type: 'image/png' }]);
    const original = state().form.images[0]?.id ?? '';
    deploy.replaceImage(original, { data: CROPPED, name: 'frog.png', type: 'image/png' });
    const [cropped] = state().form.images;
    expect(state().form.images).toHaveLength(1);
    expect(cropped).toMatchObject({ data: CROPPED, upload: { status: 'uploading' } });
    expect(state().form.image).toEqual({ kind: 'image', id: cropped?.id });

    uploads[0]?.resolve('http://127.0.0.1:3000/api/token-images/old.png');
    uploads[1]?.resolve(HOSTED);
    await until(deploy, ({ form }) => form.images[0]?.url !== '');
    expect(state().form.images).toMatchObject([{ data: CROPPED, url: HOSTED }]);
  });

  it('adds links as they are, ready to send, with their source', () => {
    const { deploy, state, uploads } = started();
    deploy.addImages([
      { url: 'https://pbs.twimg.com/media/A?format=jpg', source: 'vamp' },
      { url: 'https://i.imgur.com/AbC123' },
    ]);
    expect(state().form.images).toMatchObject([
      { url: 'https://pbs.twimg.com/media/A?format=jpg', name: 'A', source: 'vamp' },
      { url: 'https://i.imgur.com/AbC123', name: 'AbC123' },
    ]);
    expect(state().form.image).toEqual({ kind: 'image', id: state().form.images[0]?.id });
    expect(uploads).toEqual([]);
    expect(canLaunch(state().form, true)).toBe(true);
  });

  it('says an image added while logged out needs a log-in', () => {
    const kit = startDeploy();
    kit.deploy.addImages([{ data: PNG, name: 'frog.png', type: 'image/png' }]);
    expect(kit.state().form.images[0]?.upload).toEqual({
      status: 'failed',
      error: DEPLOY_MESSAGES.loginToDeploy,
    });
  });
});
