import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('asks afresh, drops unused reads and retries nothing', () => {
    expect(createQueryClient().getDefaultOptions()).toEqual({
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, gcTime: 0 },
      mutations: { retry: false },
    });
  });

  it("keeps unused reads for TanStack's default time when asked to", () => {
    const client = createQueryClient({ keepUnused: true });
    expect(client.getDefaultOptions()).toEqual({
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    });
    const query = client.getQueryCache().build(client, { queryKey: ['kept'] });
    expect(query.gcTime).toBe(5 * 60 * 1000);
  });

  it('makes a new cache each time', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
