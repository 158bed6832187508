import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The dev server forwards the API and the socket to a server started with `npm run dev`. The
// socket's handshake names the server's own origin: it accepts pages of its PUBLIC_ORIGIN only.
const server = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
