import type { Post } from '@launchdeck/protocol';
import { CardHeader } from '../CardHeader.tsx';
import { LockIcon } from '../icons.tsx';
import { PostMedia } from '../media/PostMedia.tsx';
import { PostText } from '../PostText.tsx';

/** FC §2 site chat message as a card; a private group's message names its group. */
export function SiteMessageCard({ post }: { post: Post }) {
  const group = post.isPrivateGroup ? (post.privateGroupName ?? 'Private group') : null;
  return (
    <>
      <CardHeader
        person={post.author}
        platform="site"
        createdAt={post.createdAt}
        created_at={post.created_at}
        post={post}
        badges={
          group ? (
            <span className="card-badge card-badge-group" title="Private group">
              <LockIcon />
              {group}
            </span>
          ) : null
        }
      />
      <PostText text={post.text} platform="site" />
      <PostMedia media={post.media} handle={post.author.handle} postId={post.id} />
    </>
  );
}
