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
        },
      },
      { test: { name: 'extensions', root: 'apps/extensions', include: ['src/**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'] } },
      { test: { name: 'docs', root: 'docs', include: ['*.test.ts'] } },
      'apps/*/vite.config.ts',
    ],
  },
});
