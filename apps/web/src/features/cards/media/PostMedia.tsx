import type { Media } from '@launchdeck/protocol';
import { PostImages } from './PostImages.tsx';
import { PostVideos } from './PostVideos.tsx';

type Props = { media: Media | undefined; handle: string; postId: string; compact?: boolean };

/** Images then videos of one post or referenced post. */
export function PostMedia({ media, handle, postId, compact = false }: Props) {
  if (!media) return null;
  return (
    <>
      <PostImages images={media.images} handle={handle} postId={postId} compact={compact} />
      <PostVideos media={media} />
    </>
  );
}
