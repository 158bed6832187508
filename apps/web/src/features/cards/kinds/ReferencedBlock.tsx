import type { ReferencedPost } from '@launchdeck/protocol';
import type { ReactNode } from 'react';
import { Avatar } from '../Avatar.tsx';
import { showPerson } from '../author.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { PostMedia } from '../media/PostMedia.tsx';
import { PostText } from '../PostText.tsx';
import { type PlatformName, profileUrl } from '../platform.ts';

type Props = {
  post: ReferencedPost;
  platform: PlatformName;
  /** 'parent' is the post replied to; 'quote' a bordered quoted post. */
  variant: 'parent' | 'quote';
  /** The post's translation of this block, under its text. */
  children?: ReactNode;
};

/**
 * A post inside a card: the parent of a reply, a quoted post (itself possibly quoting one more,
 * FC §3 keeps one nested level), a reposted quote or a pinned post.
 */
export function ReferencedBlock({ post, platform, variant, children }: Props) {
  const who = showPerson(post);
  const href = who.known ? profileUrl(platform, who.handle) : null;
  const postId = post.id ?? 'ref';
  const nested = post.quotedTweet;
  return (
    <div className={`ref-post ref-post-${variant}`}>
      <div className="ref-post-header">
        <Avatar src={who.avatar} size={22} />
        <span className="ref-post-name">{who.name}</span>
        {href ? (
          <ExternalLink href={href} className="ref-post-handle">
            @{who.handle}
          </ExternalLink>
        ) : (
          <span className="ref-post-handle">@{who.handle}</span>
        )}
      </div>
      <PostText text={post.text} platform={platform} className="ref-post-text" />
      {children}
      <PostMedia media={post.media} handle={who.handle} postId={postId} compact />
      {nested ? <ReferencedBlock post={nested} platform={platform} variant="quote" /> : null}
    </div>
  );
}
