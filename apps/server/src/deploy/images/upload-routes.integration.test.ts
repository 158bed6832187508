import { randomBytes } from 'node:crypto';
import {
  MESSAGES,
  TOKEN_IMAGE_UPLOAD,
  TOKEN_IMAGE_UPLOAD_MESSAGES,
  type UploadTokenImageResponse,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/chat/support.ts';
import { startTestServer, type TestServer } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';
import { PNG_SIGNATURE, renderGeneratedPng } from './png.ts';
import { TOKEN_IMAGE_UPLOAD_RATE_LIMIT } from './upload-routes.ts';
import { tokenImageId } from './upload-store.ts';

const PNG = renderGeneratedPng('letter', 'Upload Cat');
/** JPEG's magic bytes and noise: the type is read from the first bytes, as a decoder would. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
/** A PNG-looking file of exactly `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - 8, 1)]);

describe.each(storageKinds())('token image uploads on %s', (kind) => {
  let server: TestServer;
  let session: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('ann', PASSWORD);
    session = (await server.login('ann', PASSWORD)).sessionId;
  });
  afterAll(() => server.close());

  const upload = (body: unknown, sessionId: string | undefined = session) =>
    server.request('POST', TOKEN_IMAGE_UPLOAD.path, body, sessionId);
  const refusal = async (response: Response) => ({
    status: response.status,
    error: ((await response.json()) as { error: string }).error,
  });
  const pathOf = (url: string) => new URL(url).pathname;

  it('stores an image by its content and serves it to anyone, cached forever', async () => {
    const response = await upload({ data_url: dataUrl('image/png', PNG) });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as UploadTokenImageResponse;
    expect(url).toBe(
      `${server.config.launch.metadataBaseUrl}/api/token-images/u/${tokenImageId(PNG)}.png`,
    );

    const image = await fetch(`${server.url}${pathOf(url)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('access-control-allow-origin')).toBe('*');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const again = (await (await upload({ data_url: dataUrl('image/png', PNG) })).json()) as {
      url: string;
    };
    expect(again.url).toBe(url);
  });

  it('types the image by its bytes, not by what the data URL declares', async () => {
    const { url } = (await (await upload({ data_url: dataUrl('image/png', JPEG) })).json()) as {
      url: string;
    };
    expect(url).toMatch(/\.jpg$/);
    const image = await fetch(`${server.url}${pathOf(url)}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(JPEG);
    // The same id under another type's extension is no file of ours.
    const png = await fetch(`${server.url}${pathOf(url).replace(/\.jpg$/, '.png')}`);
    expect(await refusal(png)).toEqual({ status: 404, error: MESSAGES.notFound });
  });

  it.each([
    ['an SVG', dataUrl('image/svg+xml', SVG)],
    ['an SVG said to be a PNG', dataUrl('image/png', SVG)],
    ['text said to be a PNG', dataUrl('image/png', Buffer.from('hello, not an image'))],
  ])('refuses %s', async (_case, data_url) => {
    expect(await refusal(await upload({ data_url }))).toEqual({
      status: 400,
      error: TOKEN_IMAGE_UPLOAD_MESSAGES.notImage,
    });
  });

  it('refuses an image over 2 MB, whether the schema or the decoded size finds it', async () => {
    const tooLarge = { status: 400, error: `data_url ${TOKEN_IMAGE_UPLOAD_MESSAGES.tooLarge}` };
    const justOver = pngOfSize(TOKEN_IMAGE_UPLOAD.maxBytes + 1);
    expect(await refusal(await upload({ data_url: dataUrl('image/png', justOver) }))).toEqual(
      tooLarge,
    );
    const wellOver = pngOfSize(TOKEN_IMAGE_UPLOAD.maxBytes + 100_000);
    expect(await refusal(await upload({ data_url: dataUrl('image/png', wellOver) }))).toEqual(
      tooLarge,
    );
    const atLimit = pngOfSize(TOKEN_IMAGE_UPLOAD.maxBytes);
    expect((await upload({ data_url: dataUrl('image/png', atLimit) })).status).toBe(200);
  });

  it('refuses a body over 3 MiB before reading it', async () => {
    const huge = { data_url: dataUrl('image/png', pngOfSize(2_400_000)) };
    expect(await refusal(await upload(huge))).toEqual({
      status: 413,
      error: MESSAGES.bodyTooLarge,
    });
  });

  it.each([
    ['text that is not JSON', '{"data_url": ', 'Request body is not valid JSON'],
    ['no data_url', {}, 'data_url: Invalid input: expected string, received undefined'],
    ['a data_url that is no data URL', { data_url: 'hello' }, 'data_url must be an image data URL'],
    ['a JSON array', [], MESSAGES.bodyNotObject],
  ])('refuses %s with one sentence', async (_case, body, error) => {
    expect(await refusal(await upload(body))).toEqual({ status: 400, error });
  });

  it('needs a live session', async () => {
    const body = { data_url: dataUrl('image/png', PNG) };
    expect(await refusal(await upload(body, ''))).toEqual({
      status: 401,
      error: MESSAGES.notLoggedIn,
    });
    expect(await refusal(await upload(body, 'not-a-session-of-ours'))).toEqual({
      status: 401,
      error: MESSAGES.sessionInvalid,
    });
  });

  it('knows no file it never stored', async () => {
    for (const path of [`/api/token-images/u/${'A'.repeat(43)}.png`, '/api/token-images/u/x.png']) {
      expect(await refusal(await fetch(`${server.url}${path}`))).toEqual({
        status: 404,
        error: MESSAGES.notFound,
      });
    }
  });

  it('takes 60 uploads a minute from a session, then says to wait', async () => {
    const busy = (await server.login('ann', PASSWORD)).sessionId;
    const body = { data_url: dataUrl('image/png', PNG) };
    for (let i = 0; i < TOKEN_IMAGE_UPLOAD_RATE_LIMIT.max; i++) {
      expect((await upload(body, busy)).status).toBe(200);
    }
    expect(await refusal(await upload(body, busy))).toEqual({
      status: 429,
      error: TOKEN_IMAGE_UPLOAD_MESSAGES.rateLimited,
    });
    // Another session of the same trader has its own count.
    expect((await upload(body)).status).toBe(200);
  });
});
