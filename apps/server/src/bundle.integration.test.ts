import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPictureServer } from '../test/image-addresses/picture-server.ts';
import { textImage } from '../test/image-addresses/text-image-fixture.ts';
import { freePort, untilHealthy } from '../test/process-support.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const INGEST_TOKEN = 'bundle-ingest-token-0123456789';
const ADDRESS = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';

/**
 * Production runs the esbuild bundle with plain node, not the source: this builds it the way
 * `npm start` does and checks it starts on embedded storage, serves, and stops cleanly, so a
 * package that cannot be bundled fails here rather than at a deploy.
 */
describe('the production bundle', () => {
  const outDir = path.join(serverDir, `.bundle-test-${process.pid}`);
  let dataDir: string;
  let server: ChildProcess;
  let stderr = '';
  let url: string;
  let pictures: Awaited<ReturnType<typeof startPictureServer>>;

  beforeAll(async () => {
    pictures = await startPictureServer({
      'shot.png': {
        bytes: new Uint8Array(await textImage(['New launch!', `CA: ${ADDRESS}`], { size: 32 })),
        contentType: 'image/png',
      },
    });
    await run(process.execPath, ['--import', 'tsx', 'build.ts', outDir], { cwd: serverDir });
    dataDir = await mkdtemp(path.join(tmpdir(), 'launchdeck-bundle-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_FEED: 'off',
        ADMIN_PASSWORD: 'bundle-admin-password',
        LOG_LEVEL: 'warn',
        INGEST_TOKEN,
        MEDIA_ALLOW_PRIVATE_HOSTS: 'true',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    await untilHealthy(url, server, () => stderr);
  }, 120_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await pictures.close();
    await rm(outDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('logs in with the argon2 hash it stored and answers the admin API', async () => {
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bundle-admin-password' }),
    });
    expect(login.status).toBe(200);
    const { sessionId } = (await login.json()) as { sessionId: string };
    const credentials = await fetch(`${url}/api/admin/credentials`, {
      headers: { 'x-session-id': sessionId },
    });
    expect(credentials.status).toBe(200);
  });

  it('answers bad input with its schema sentence, not a crash', async () => {
    const res = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": 5}',
    });
    expect(res.status).toBe(400);
  });

  it('serves the API document, and the reference page’s viewer from node_modules', async () => {
    const document = await fetch(`${url}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const viewer = await fetch(`${url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(viewer.status).toBe(200);
    expect((await viewer.text()).length).toBeGreaterThan(100_000);
  });

  it('reads a post image in its reader process, started from dist/', async () => {
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bundle-admin-password' }),
    });
    const { sessionId } = (await login.json()) as { sessionId: string };
    const socket = io(url, {
      auth: { protocolVersion: PROTOCOL_VERSION },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.emit('user_connected', { sessionId });
    await new Promise((resolve) => socket.once('initialTweets', resolve));
    const post = makePostInput({ media: { images: [{ url: pictures.url('shot.png') }] } });
    const update = new Promise<{ id: string; imageAddresses?: { chain: string }[] }>((resolve) =>
      socket.on('tweet_update', resolve),
    );
    const ingested = await fetch(`${url}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
      body: JSON.stringify(post),
    });
    expect(ingested.status).toBe(202);
    const updated = await update;
    socket.disconnect();
    expect(updated.id).toBe(post.id);
    // The reader's accuracy is reading/'s to test; here, that the bundle's reader read one.
    expect(updated.imageAddresses?.map((a) => a.chain)).toEqual(['solana']);
  }, 60_000);

  it('shuts down gracefully on SIGTERM and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});
