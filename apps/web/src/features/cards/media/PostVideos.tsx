import type { Media } from '@launchdeck/protocol';
import { VideoPreview } from './VideoPreview.tsx';

/** A post's videos; a thumbnail comes from the video itself or from media.thumbnails by index. */
export function PostVideos({ media }: { media: Media | undefined }) {
  const videos = media?.videos ?? [];
  if (videos.length === 0) return null;
  return (
    <div className="post-videos">
      {videos.map((video, index) => (
        <VideoPreview
          key={video.url}
          url={video.url}
          thumbnail={video.thumbnail ?? media?.thumbnails?.[index]}
        />
      ))}
    </div>
  );
}
