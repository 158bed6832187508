import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { profileChangesOf } from './profile-changes.ts';

describe('profileChangesOf', () => {
  it("uses the source's change list, in the spec's field order", () => {
    const post = makePost({
      profileChanges: [
        { field: 'Website', before: 'a.example', after: 'b.example' },
        { field: 'Name', before: 'Old', after: 'New' },
      ],
    });
    expect(profileChangesOf(post).map((c) => c.field)).toEqual(['Name', 'Website']);
  });

  it('falls back to beforeProfile against updatedUser, only for fields the before mentions', () => {
    const post = makePost({
      updatedUser: {
        handle: 'kaito',
        name: 'kaito v2',
        description: 'new bio',
        location: 'Dubai',
        avatar: 'https://img.example/new.png',
        url: 'https://kaito.example',
      },
      beforeProfile: {
        name: 'kaito',
        description: 'new bio',
        avatar: 'https://img.example/old.png',
        banner: 'https://img.example/banner.png',
        website: 'https://old.example',
      },
    });
    expect(profileChangesOf(post)).toEqual([
      { field: 'Name', before: 'kaito', after: 'kaito v2' },
      {
        field: 'Avatar',
        before: 'https://img.example/old.png',
        after: 'https://img.example/new.png',
      },
      { field: 'Banner', before: 'https://img.example/banner.png', after: null },
      { field: 'Website', before: 'https://old.example', after: 'https://kaito.example' },
    ]);
  });

  it('takes bio and location from beforeData/afterData', () => {
    const post = makePost({
      updatedUser: { handle: 'maya' },
      beforeData: { profile: { location: 'Lisbon', description: 'old' } },
      afterData: { profile: { location: 'Dubai', description: 'new' } },
    });
    expect(profileChangesOf(post)).toEqual([
      { field: 'Bio', before: 'old', after: 'new' },
      { field: 'Location', before: 'Lisbon', after: 'Dubai' },
    ]);
  });

  it('is empty when nothing is known about the before state', () => {
    expect(profileChangesOf(makePost({ updatedUser: { handle: 'x', name: 'X' } }))).toEqual([]);
  });
});
