import type { Post, ProfileChange } from '@launchdeck/protocol';
import { CardHeader } from '../CardHeader.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { SafeImage } from '../media/SafeImage.tsx';
import { PostText } from '../PostText.tsx';
import type { PlatformName } from '../platform.ts';
import { IMAGE_FIELDS, profileChangesOf } from './profile-changes.ts';

const HTTP = /^https?:\/\//i;

type ChangeValueProps = {
  change: ProfileChange;
  value: string | null;
  /** Set for the new bio: read like post text, so a contract address in it gets its chip. */
  asPostText?: { platform: PlatformName };
};

function ChangeValue({ change, value, asPostText }: ChangeValueProps) {
  if (value === null || value === '') return <span className="profile-value-empty">(none)</span>;
  if (asPostText) {
    return <PostText text={value} platform={asPostText.platform} className="profile-value-text" />;
  }
  if (IMAGE_FIELDS.has(change.field) && HTTP.test(value)) {
    return (
      <SafeImage
        className={`profile-value-image profile-value-${change.field.toLowerCase()}`}
        src={value}
        alt={change.field}
      />
    );
  }
  if (change.field === 'Website' && HTTP.test(value)) {
    return <ExternalLink href={value}>{value}</ExternalLink>;
  }
  return <span className="profile-value-text">{value}</span>;
}

/** FC §2 profile update card: what changed, before and after (Name, Bio, Location, ...). */
export function ProfileUpdateCard({ post }: { post: Post }) {
  const changes = profileChangesOf(post);
  const person = post.updatedUser ?? post.author;
  return (
    <>
      <CardHeader
        person={person}
        platform={post.platform}
        createdAt={post.createdAt}
        created_at={post.created_at}
        post={post}
      />
      <p className="card-event-line">
        {changes.length > 0 ? 'updated their profile' : 'updated their profile (no details)'}
      </p>
      {changes.length > 0 ? (
        <dl className="profile-changes">
          {changes.map((change) => (
            <div key={change.field} className="profile-change">
              <dt className="profile-field">{change.field}</dt>
              <dd className="profile-before">
                <span className="visually-hidden">Before: </span>
                <ChangeValue change={change} value={change.before} />
              </dd>
              <dd className="profile-arrow" aria-hidden="true">
                →
              </dd>
              <dd className="profile-after">
                <span className="visually-hidden">After: </span>
                <ChangeValue
                  change={change}
                  value={change.after}
                  asPostText={change.field === 'Bio' ? { platform: post.platform } : undefined}
                />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
