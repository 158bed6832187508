import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The dev server forwards the API and the socket to a server started with `npm run dev`. The
// socket's handshake names the server's own origin: it accepts pages of its PUBLIC_ORIGIN only.
const server = 'http://127.0.0.1:3000';

/**
 * DA §7 static downloads: the extension archives (every zip `npm run build -w
 * @launchdeck/extensions` makes, which the build script runs first; EXTENSIONS names them) go into
 * dist/downloads/ (EXTENSION_DOWNLOAD_PATH). The config cannot import the protocol package: Node
 * loads it untranspiled.
 */
function extensionDownloads(): Plugin {
  const folder = fileURLToPath(new URL('../extensions/dist/', import.meta.url));
  return {
    name: 'launchdeck-extension-downloads',
    apply: 'build',
    async generateBundle() {
      const zips = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.zip'));
      if (zips.length === 0) {
        this.error('No extension archives: run npm run build -w @launchdeck/extensions first.');
      }
      for (const file of zips) {
        const source = await readFile(`${folder}${file}`);
        this.emitFile({ type: 'asset', fileName: `downloads/${file}`, source });
      }
    },
  };
}

/**
 * Issue 51: the service worker (src/sw.ts) as /sw.js, the site root, so its scope is the whole
 * app. Bundled on its own, one classic script (IIFE) with what it imports inlined: a worker
 * registered without `type: 'module'` cannot import the app's shared chunks, and its address has
 * no hash, as a browser checks the same address for a new version (the server sends it
 * `no-cache`, as every file outside /assets/). The dev server builds it on each request.
 */
function serviceWorker(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const entry = fileURLToPath(new URL('./src/sw.ts', import.meta.url));
  const bundle = async (mode: string, minify: boolean): Promise<string> => {
    const result = await build({
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      publicDir: false,
      build: {
        write: false,
        minify,
        sourcemap: false,
        copyPublicDir: false,
        modulePreload: false,
        rolldownOptions: { input: entry, output: { format: 'iife', entryFileNames: 'sw.js' } },
      },
    });
    for (const output of Array.isArray(result) ? result : [result]) {
      if (!('output' in output)) continue;
      const chunk = output.output.find((item) => item.type === 'chunk' && item.isEntry);
      if (chunk?.type === 'chunk') return chunk.code;
    }
    throw new Error('The service worker build made no sw.js.');
  };
  let mode = 'production';
  return {
    name: 'launchdeck-service-worker',
    configResolved(config) {
      mode = config.mode;
    },
    async generateBundle() {
      const source = await bundle(mode, true);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response, next) => {
        bundle('development', false).then((code) => {
          response.setHeader('content-type', 'text/javascript');
          response.setHeader('cache-control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), extensionDownloads(), serviceWorker()],
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true, headers: { origin: server } },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
