import { Modal } from '../../modal/index.ts';

/**
 * FC §2 video modal: Escape (and ×) closes it. A click beside the player does not, so a missed
 * click on the scrubber cannot throw the video away.
 */
export function VideoModal({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Modal title="Video" onClose={onClose} closeOnBackdrop={false} className="media-modal">
      {/* biome-ignore lint/a11y/useMediaCaption: posts' videos come without caption tracks */}
      <video className="media-modal-video" src={url} controls autoPlay playsInline />
    </Modal>
  );
}
