import { Modal } from '../../modal/index.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { CARD_TEXT } from '../strings.ts';
import { imageSearchUrl } from './image-actions.ts';

/** FC §2 image modal: closes on Escape or a click on the overlay (the Modal's defaults). */
export function ImageModal({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Modal
      title="Image"
      onClose={onClose}
      className="media-modal"
      actions={
        <>
          <ExternalLink href={imageSearchUrl(url)} className="btn btn-secondary">
            {CARD_TEXT.searchImage}
          </ExternalLink>
          <ExternalLink href={url} className="btn btn-secondary">
            {CARD_TEXT.openImage}
          </ExternalLink>
        </>
      }
    >
      <img className="media-modal-image" src={url} alt="" referrerPolicy="no-referrer" />
    </Modal>
  );
}
