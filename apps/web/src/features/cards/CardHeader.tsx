import type { ReactNode } from 'react';
import { PostAge, type TimedPost } from '../latency/index.ts';
import { Avatar } from './Avatar.tsx';
import { type Person, showPerson } from './author.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { postTime } from './format-time.ts';
import { PLATFORM_LABELS, type PlatformName, profileUrl } from './platform.ts';

type Props = {
  person: Person | undefined;
  platform: PlatformName;
  createdAt?: string | undefined;
  created_at?: string | undefined;
  /** Ours (issue 46): when the post was last edited (ISO); set, the time is followed by "· edited". */
  editedAt?: string | undefined;
  /** Badges after the platform (Deleted, the group of a private message, ...). */
  badges?: ReactNode;
  /**
   * The post whose measured age (issue 17) follows the time. Left out for a deleted entry: it is
   * not the post arriving, so its age would say nothing.
   */
  post?: TimedPost;
  /** Actions at either end of the header (the Deploy button, DA §2). */
  start?: ReactNode;
  end?: ReactNode;
};

/** The mark after the time of an edited post, and its tooltip (the newest version's time). */
export const EDITED_TEXT = '· edited';
export const editedTitle = (label: string | null) => (label ? `Edited ${label}` : 'Edited');

/**
 * Name, @handle linking to the platform, the platform badge, the time (with "· edited" when the
 * post was edited) and the post's measured age; shared by every kind.
 */
export function CardHeader({
  person,
  platform,
  createdAt,
  created_at,
  editedAt,
  post,
  badges,
  start,
  end,
}: Props) {
  const shown = showPerson(person);
  const href = shown.known ? profileUrl(platform, shown.handle) : null;
  const time = postTime({ createdAt: createdAt ?? '', created_at });
  const handle = `@${shown.handle}`;
  return (
    <header className="card-header">
      {start}
      <Avatar src={shown.avatar} />
      <div className="card-header-who">
        <span className={shown.verified ? 'card-name is-verified' : 'card-name'} title={shown.name}>
          {shown.name}
        </span>
        {href ? (
          <ExternalLink href={href} className="card-handle">
            {handle}
          </ExternalLink>
        ) : (
          <span className="card-handle">{handle}</span>
        )}
      </div>
      <div className="card-header-meta">
        <span className={`card-platform card-platform-${platform}`}>
          {PLATFORM_LABELS[platform]}
        </span>
        {badges}
        {time.iso ? (
          <time className="card-time" dateTime={time.iso}>
            {time.label}
          </time>
        ) : (
          <span className="card-time">{time.label}</span>
        )}
        {editedAt ? <EditedMark at={editedAt} /> : null}
        {post?.timing ? <PostAge post={post} source={PLATFORM_LABELS[platform]} /> : null}
      </div>
      {end}
    </header>
  );
}

function EditedMark({ at }: { at: string }) {
  const edited = postTime({ createdAt: at });
  return (
    <span className="card-edited" title={editedTitle(edited.iso ? edited.label : null)}>
      {EDITED_TEXT}
    </span>
  );
}
