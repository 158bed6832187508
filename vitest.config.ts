import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Three test files at a time on CI's two cores: most of a file's wall time is module import
    // and waiting on sockets, timers and storage, not CPU (the unit stage on 2 cores: 1 worker
    // ~1,000-1,600 s, 2 workers 727 s, 3 workers 617 s, 4 workers 625 s; issue 49).
    maxWorkers: 3,
    projects: [
      { test: { name: 'protocol', root: 'packages/protocol', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker keeps the modules it imported from one test file to the next: most of a
          // server file's time was importing the app (Fastify, Socket.IO, viem, Solana, the OCR
          // runtime) afresh. The feed, chat and admin files: 89 s isolated, 22 s not; the whole
          // server project with PostgreSQL, 246 files: 307 s. No test mocks a module; each builds
          // its own app, storage and metrics registry.
          isolate: false,
        },
      },
      { test: { name: 'extensions', root: 'apps/extensions', include: ['src/**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'] } },
      { test: { name: 'docs', root: 'docs', include: ['*.test.ts'] } },
      'apps/*/vite.config.ts',
    ],
  },
});
