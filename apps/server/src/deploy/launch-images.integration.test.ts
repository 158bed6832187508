import { type CreateTokenInput, TOKEN_IMAGE_UPLOAD } from '@launchdeck/protocol';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstLaunchAnswer,
  type LaunchTrader,
  settledLaunchRow,
  startLaunchTrader,
} from '../../test/deploy/support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { TOKEN_IMAGE_MESSAGES } from './images/loader.ts';
import { tokenImageId } from './images/upload-store.ts';

/** A real 8 × 8 PNG, small enough to travel inline in a launch request (2048 characters). */
const TINY_PNG = new Uint8Array(
  new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#eb459e"/></svg>',
  )
    .render()
    .asPng(),
);
const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe.each(storageKinds())('a launch’s image in its hosted metadata on %s', (kind) => {
  let server: TestServer;
  let ann: LaunchTrader;
  let count = 0;

  const request = (over: Partial<CreateTokenInput>): CreateTokenInput => ({
    type: 'create_token',
    mode: 'pump',
    name: 'Inline Cat',
    ticker: 'INLINE',
    buy_amount: 0.1,
    api_key: ann.solana,
    session_id: ann.sessionId,
    request_id: `req_image_${count++}`,
    ...over,
  });
  const metadataOf = async (requestId: string) => {
    const row = await settledLaunchRow(server, 'ann', requestId);
    const uri = new URL(row?.metadataUri ?? '');
    return {
      row,
      json: (await (await fetch(`${server.url}${uri.pathname}`)).json()) as { image: string },
    };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = await startLaunchTrader(server, 'ann');
  });
  afterAll(() => server.close());

  it('stores an image sent inline and links it from the metadata, not a drawn letter', async () => {
    const payload = request({ image_url: dataUrl('image/png', TINY_PNG) });
    expect(await firstLaunchAnswer(ann.socket, 'debug_request', payload)).toMatchObject({
      result: { type: 'token_create_success' },
    });
    const { row, json } = await metadataOf(payload.request_id ?? '');
    expect(json.image).toBe(
      `${server.config.launch.metadataBaseUrl}${TOKEN_IMAGE_UPLOAD.path}/u/${tokenImageId(TINY_PNG)}.png`,
    );
    expect(row?.image).toBe(json.image);
    const image = await fetch(`${server.url}${new URL(json.image).pathname}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('links an uploaded image’s URL as it is', async () => {
    const uploaded = await server.request(
      'POST',
      TOKEN_IMAGE_UPLOAD.path,
      { data_url: dataUrl('image/png', TINY_PNG) },
      ann.sessionId,
    );
    const { url } = (await uploaded.json()) as { url: string };
    const payload = request({ image_url: url });
    await firstLaunchAnswer(ann.socket, 'debug_request', payload);
    expect((await metadataOf(payload.request_id ?? '')).json.image).toBe(url);
  });

  it('refuses an inline image that is no raster image, before anything is sent', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const payload = request({ image_url: dataUrl('image/png', svg) });
    expect(await firstLaunchAnswer(ann.socket, 'debug_request', payload)).toMatchObject({
      error: TOKEN_IMAGE_MESSAGES.uploadNotImage,
    });
  });
});
