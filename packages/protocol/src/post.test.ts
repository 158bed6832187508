import { describe, expect, it } from 'vitest';
import { PLATFORMS, Platform, PlatformSchema, POST_TYPES, type Post, PostType } from './post.ts';

describe('Platform and PostType', () => {
  it('type platform and type as their lists, so a misspelling does not compile', () => {
    const platform: Post['platform'] = Platform.twitter;
    // @ts-expect-error: 'twiter' is not a platform
    const misspelt: Post['platform'] = 'twiter';
    // @ts-expect-error: 'profile_updated' is not a post type
    const wrongType: Post['type'] = 'profile_updated';
    expect([platform, misspelt, wrongType]).toEqual(['twitter', 'twiter', 'profile_updated']);
  });

  it('name every listed value once, and refuse the rest at the door', () => {
    expect(Object.values(Platform)).toEqual([...PLATFORMS]);
    expect(Object.values(PostType)).toEqual([...POST_TYPES]);
    expect(PlatformSchema.safeParse('twiter').success).toBe(false);
  });
});
