import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLaunchRequest } from '../../../test/deploy/launch-request-fixture.ts';
import { openTestStorage, storageKinds } from '../../../test/storage/support.ts';
import type { Storage } from '../../storage/database.ts';
import { LaunchError } from '../launcher.ts';
import { generatedImageUrl } from '../metadata-routes.ts';
import { TOKEN_IMAGE_MESSAGES, TokenImageLoader } from './loader.ts';
import { ownImageReader } from './own-images.ts';
import { GeneratedPngs, renderGeneratedPng } from './png.ts';
import { TokenImageStore } from './upload-store.ts';

/** Our public base, a loopback address the public-host guard refuses, as a dev server's is. */
const BASE = 'http://127.0.0.1:9';
const PAGES = 'http://localhost:9';

describe.each(storageKinds())('TokenImageLoader on our own links (%s)', (kind) => {
  let storage: Storage;
  let uploads: TokenImageStore;
  let loader: TokenImageLoader;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
    uploads = new TokenImageStore(storage.db, BASE);
    const pngs = new GeneratedPngs();
    // The default guard: public hosts only. Our links never reach it.
    loader = new TokenImageLoader({
      fetchMs: 1000,
      pngs,
      own: ownImageReader({ origins: [BASE, PAGES], uploads, pngs }),
    });
  });
  afterAll(() => storage.close());

  const never = new AbortController().signal;
  const load = (url: string) =>
    loader.load(makeLaunchRequest({ image: { kind: 'url', url } }), never);

  it('reads an upload of ours from the store', async () => {
    const bytes = renderGeneratedPng('ascii', 'Stored Cat');
    const { url } = await uploads.put({ bytes, contentType: 'image/png' }, null);
    expect(await load(url)).toEqual({ bytes, contentType: 'image/png', fileName: 'image.png' });
  });

  it('draws our letter and ascii images, PNG or SVG link, on any of our origins', async () => {
    for (const base of [BASE, PAGES]) {
      expect((await load(generatedImageUrl(base, 'letter', 'Moon Dog'))).bytes).toEqual(
        renderGeneratedPng('letter', 'Moon Dog'),
      );
    }
    const svg = await load(generatedImageUrl(BASE, 'ascii', 'Moon Dog', 'svg'));
    expect(svg).toEqual({
      bytes: renderGeneratedPng('ascii', 'Moon Dog'),
      contentType: 'image/png',
      fileName: 'image.png',
    });
  });

  it('says an upload it does not have could not be loaded', async () => {
    await expect(load(`${BASE}/api/token-images/u/${'B'.repeat(43)}.png`)).rejects.toThrow(
      new LaunchError(TOKEN_IMAGE_MESSAGES.linkNotLoaded('HTTP 404')),
    );
  });

  it('still guards every other link on our host and elsewhere', async () => {
    for (const url of [`${BASE}/api/token-metadata/x.json`, 'http://127.0.0.1:10/a.png']) {
      await expect(load(url)).rejects.toThrow(
        new LaunchError(TOKEN_IMAGE_MESSAGES.linkNotLoaded('not a public address')),
      );
    }
  });
});
