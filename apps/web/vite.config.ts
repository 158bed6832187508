import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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
    setupFiles: ['test/setup.ts'],
  },
});
