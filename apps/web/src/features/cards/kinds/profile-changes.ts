import type { Post, ProfileChange, ProfileUser } from '@launchdeck/protocol';

type Field = ProfileChange['field'];

/** FC §2 order of the change list. */
export const PROFILE_FIELDS: readonly Field[] = [
  'Name',
  'Bio',
  'Location',
  'Avatar',
  'Banner',
  'Website',
];

/** Fields whose values are pictures, shown as images rather than text. */
export const IMAGE_FIELDS: ReadonlySet<Field> = new Set(['Avatar', 'Banner']);

type Profile = Partial<ProfileUser>;

const VALUE_OF: Record<Field, (profile: Profile) => string | undefined> = {
  Name: (p) => p.name,
  Bio: (p) => p.description,
  Location: (p) => p.location,
  Avatar: (p) => p.avatar,
  Banner: (p) => p.banner,
  Website: (p) => p.website ?? p.url,
};

/**
 * The before/after list of a profile update: the source's `profileChanges` when given, else the
 * fields that differ between `beforeProfile` (with beforeData/afterData for bio and location)
 * and `updatedUser`. Only fields the before profile mentions count, so a partial "before" does
 * not list every field as changed.
 */
export function profileChangesOf(post: Post): ProfileChange[] {
  if (post.profileChanges?.length) {
    return [...post.profileChanges].sort(
      (a, b) => PROFILE_FIELDS.indexOf(a.field) - PROFILE_FIELDS.indexOf(b.field),
    );
  }
  const before: Profile = {
    ...post.beforeProfile,
    ...(post.beforeData?.profile.description !== undefined
      ? { description: post.beforeData.profile.description }
      : {}),
    ...(post.beforeData?.profile.location !== undefined
      ? { location: post.beforeData.profile.location }
      : {}),
  };
  const after: Profile = {
    ...post.updatedUser,
    ...(post.afterData?.profile.description !== undefined
      ? { description: post.afterData.profile.description }
      : {}),
    ...(post.afterData?.profile.location !== undefined
      ? { location: post.afterData.profile.location }
      : {}),
  };
  const changes: ProfileChange[] = [];
  for (const field of PROFILE_FIELDS) {
    const was = VALUE_OF[field](before);
    const now = VALUE_OF[field](after);
    if (was === undefined || was === now) continue;
    changes.push({ field, before: was || null, after: now ?? null });
  }
  return changes;
}
