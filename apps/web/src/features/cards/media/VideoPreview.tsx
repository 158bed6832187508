import { useState } from 'react';
import { PlayIcon } from '../icons.tsx';
import { CARD_TEXT } from '../strings.ts';
import { VideoModal } from './VideoModal.tsx';

type Props = { url: string; thumbnail?: string | undefined };

/**
 * FC §2: a video preview 120–280 px high (CSS). The poster (or the first frame, loaded as
 * metadata only) stands in until a click opens the video modal, so fifty cards do not stream
 * fifty videos.
 */
export function VideoPreview({ url, thumbnail }: Props) {
  const [open, setOpen] = useState(false);
  const [posterBroken, setPosterBroken] = useState(false);
  const poster = thumbnail && !posterBroken ? thumbnail : undefined;
  return (
    <div className="video-preview">
      <button
        type="button"
        className="video-preview-button"
        aria-label={CARD_TEXT.playVideo}
        onClick={() => setOpen(true)}
      >
        {poster ? (
          <img
            className="video-preview-media"
            src={poster}
            alt=""
            referrerPolicy="no-referrer"
            onError={() => setPosterBroken(true)}
          />
        ) : (
          <video className="video-preview-media" src={url} preload="metadata" muted playsInline />
        )}
        <span className="video-preview-play">
          <PlayIcon />
        </span>
      </button>
      {open ? <VideoModal url={url} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
