import type { Post } from '@launchdeck/protocol';
import { CardHeader } from '../CardHeader.tsx';
import { PostMedia } from '../media/PostMedia.tsx';
import { PostText } from '../PostText.tsx';
import { CARD_TEXT } from '../strings.ts';

/** FC §2/§4 deleted entry: the deleted post's text struck through and dimmed, badged Deleted. */
export function DeletedCard({ post }: { post: Post }) {
  const text = post.originalTweetText && post.isRetweet ? post.originalTweetText : post.text;
  return (
    <>
      <CardHeader
        person={post.author}
        platform={post.platform}
        createdAt={post.createdAt}
        created_at={post.created_at}
        badges={<span className="card-badge card-badge-deleted">{CARD_TEXT.deleted}</span>}
      />
      <div className="deleted-body">
        <PostText
          text={text}
          platform={post.platform}
          className="post-text-deleted"
          fromDeletedPost
        />
        <PostMedia media={post.media} handle={post.author.handle} postId={post.id} compact />
      </div>
    </>
  );
}
