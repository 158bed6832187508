import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EXTENSION_DOWNLOAD_PATH, EXTENSIONS } from '@launchdeck/protocol';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The dev server forwards the API and the socket to a server started with `npm run dev`. The
// socket's handshake names the server's own origin: it accepts pages of its PUBLIC_ORIGIN only.
const server = 'http://127.0.0.1:3000';

/**
 * DA §7 static downloads: the two extension archives (built by `npm run build -w
 * @launchdeck/extensions`, which the build script runs first) go into dist/downloads/.
 */
function extensionDownloads(): Plugin {
  return {
    name: 'launchdeck-extension-downloads',
    apply: 'build',
    async generateBundle() {
      for (const { file } of Object.values(EXTENSIONS)) {
        const zip = fileURLToPath(new URL(`../extensions/dist/${file}`, import.meta.url));
        const source = await readFile(zip).catch(() => {
          this.error(`${file} is missing: run npm run build -w @launchdeck/extensions first.`);
        });
        this.emitFile({
          type: 'asset',
          fileName: `${EXTENSION_DOWNLOAD_PATH.slice(1)}${file}`,
          source,
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), extensionDownloads()],
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
    setupFiles: ['src/test/setup.ts'],
  },
});
