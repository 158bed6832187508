import type { Post, ProfileUser } from '@launchdeck/protocol';
import { Avatar } from '../Avatar.tsx';
import { type Person, showPerson } from '../author.ts';
import { CardHeader } from '../CardHeader.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { FollowIcon, LocationIcon } from '../icons.tsx';
import { SafeImage } from '../media/SafeImage.tsx';
import { PostText } from '../PostText.tsx';
import { type PlatformName, profileUrl } from '../platform.ts';

const COUNT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Who follows whom. With both accounts given, followingUser follows followedUser; with one, the
 * watched author follows it (the demo and the server's following_update read it that way).
 */
export function followPair(post: Post): { follower: Person; followed?: ProfileUser } {
  if (post.followingUser && post.followedUser) {
    return { follower: post.followingUser, followed: post.followedUser };
  }
  const followed = post.followingUser ?? post.followedUser;
  return { follower: post.author, ...(followed ? { followed } : {}) };
}

function ProfileSummary({ user, platform }: { user: ProfileUser; platform: PlatformName }) {
  const who = showPerson(user);
  const href = who.known ? profileUrl(platform, who.handle) : null;
  const metrics = user.metrics;
  return (
    <div className="profile-summary">
      {user.banner ? <SafeImage className="profile-summary-banner" src={user.banner} /> : null}
      <div className="profile-summary-who">
        <Avatar src={who.avatar} size={36} />
        <span className="profile-summary-name">{who.name}</span>
        {href ? (
          <ExternalLink href={href} className="card-handle">
            @{who.handle}
          </ExternalLink>
        ) : (
          <span className="card-handle">@{who.handle}</span>
        )}
      </div>
      <PostText text={user.description} platform={platform} className="profile-summary-bio" />
      {user.location || metrics ? (
        <p className="profile-summary-facts">
          {user.location ? (
            <span>
              <LocationIcon /> {user.location}
            </span>
          ) : null}
          {metrics?.followers !== undefined ? (
            <span>{COUNT.format(metrics.followers)} followers</span>
          ) : null}
          {metrics?.following !== undefined ? (
            <span>{COUNT.format(metrics.following)} following</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** FC §2 following card: a watched account followed someone. */
export function FollowingCard({ post }: { post: Post }) {
  const { follower, followed } = followPair(post);
  const followerShown = showPerson(follower);
  const followedShown = showPerson(followed);
  return (
    <>
      <CardHeader
        person={follower}
        platform={post.platform}
        createdAt={post.createdAt}
        created_at={post.created_at}
        post={post}
      />
      <p className="card-event-line">
        <FollowIcon />
        {followerShown.name} followed <strong>@{followedShown.handle}</strong>
      </p>
      {followed ? <ProfileSummary user={followed} platform={post.platform} /> : null}
    </>
  );
}
