import type { Post, PostInput } from '../post.ts';

let counter = 0;

/** A minimal valid post for ingest (id, text, createdAt, author.handle), with overrides. */
export function makePostInput(overrides: Partial<PostInput> = {}): PostInput {
  counter += 1;
  return {
    id: `test-${counter}`,
    text: `post number ${counter}`,
    createdAt: new Date(Date.UTC(2026, 10, 23, 12, 0, counter % 60)).toISOString(),
    author: { handle: 'tester', name: 'Test Account' },
    ...overrides,
  };
}

/** A post as the server sends it, for browser-side tests. */
export function makePost(overrides: Partial<Post> = {}): Post {
  const input = makePostInput();
  return {
    ...input,
    text: input.text ?? '',
    createdAt: input.createdAt as string,
    platform: 'twitter',
    contract_addresses: [],
    seq: counter,
    ...overrides,
  };
}
