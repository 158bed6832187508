import type { Post } from '@launchdeck/protocol';
import { CardHeader } from '../CardHeader.tsx';
import { PinIcon } from '../icons.tsx';
import { ReferencedBlock } from './ReferencedBlock.tsx';

/** FC §2 pinned card: the posts an account pinned (pinnedTweets, pinnedCount). */
export function PinnedCard({ post }: { post: Post }) {
  const pinned = post.pinnedTweets ?? [];
  const count = post.pinnedCount ?? pinned.length;
  return (
    <>
      <CardHeader
        person={post.author}
        platform={post.platform}
        createdAt={post.createdAt}
        created_at={post.created_at}
        post={post}
      />
      <p className="card-event-line">
        <PinIcon />
        pinned {count} {count === 1 ? 'post' : 'posts'}
      </p>
      {pinned.map((item, index) => (
        <ReferencedBlock
          key={item.id ?? index}
          post={item}
          platform={post.platform}
          variant="quote"
        />
      ))}
    </>
  );
}
