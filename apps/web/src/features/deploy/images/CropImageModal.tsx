import { useId, useState } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import { Modal } from '../../modal/index.ts';
import { type DrawCrop, drawCropPng } from './crop-canvas.ts';
import {
  CROP_BOX,
  cropSide,
  outputSide,
  scalePercent,
  zoomBounds,
  zoomForPercent,
} from './crop-math.ts';
import { IMAGE_TEXT } from './strings.ts';
import 'react-easy-crop/react-easy-crop.css';
import './crop-modal.css';

export type CropImageModalProps = {
  /** The image to crop: a data URL or a link. */
  src: string;
  onCancel: () => void;
  /** The crop, as a PNG data URL. */
  onSave: (png: string) => void;
  /** Draws the crop; the canvas by default (tests, which have none, pass their own). */
  drawCrop?: DrawCrop;
};

const CROP_SIZE = { width: CROP_BOX, height: CROP_BOX };

/**
 * DA §2 Crop Image: a square crop box of 300 × 300 over the image; scroll zooms from the scale that
 * fits the image up to 500 % (the slider too, for the keyboard), dragging (or the arrow keys on the
 * box) moves it. 'Scale: N%', 'Scroll to zoom • Drag image', 'Crop Size: N × N pixels', Cancel
 * and 'Crop & Save', which saves the crop as a PNG.
 */
export function CropImageModal({
  src,
  onCancel,
  onSave,
  drawCrop = drawCropPng,
}: CropImageModalProps) {
  const zoomId = useId();
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bounds = media ? zoomBounds(media) : null;

  const save = async () => {
    if (!area) return;
    setSaving(true);
    setError(null);
    try {
      onSave(await drawCrop(src, area, outputSide(area)));
    } catch {
      setError(IMAGE_TEXT.cropFailed);
      setSaving(false);
    }
  };

  return (
    <Modal
      title={IMAGE_TEXT.cropTitle}
      className="crop-modal"
      onClose={onCancel}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {IMAGE_TEXT.cancel}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!area || saving}
            onClick={save}
          >
            {IMAGE_TEXT.cropSave}
          </button>
        </>
      }
    >
      <div className="crop-stage">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropSize={CROP_SIZE}
          minZoom={bounds?.min ?? 1}
          maxZoom={bounds?.max ?? 1}
          zoomSpeed={0.5}
          showGrid
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          onMediaLoaded={(size) => {
            setMedia(size);
            setZoom(zoomBounds(size).min);
          }}
          mediaProps={{ alt: '' }}
          cropperProps={{ 'aria-label': IMAGE_TEXT.cropHint }}
        />
      </div>
      <div className="crop-readout">
        <output>{IMAGE_TEXT.scale(bounds ? scalePercent(zoom, bounds.base) : 100)}</output>
        <span className="crop-hint">{IMAGE_TEXT.cropHint}</span>
        <output>{IMAGE_TEXT.cropSize(area ? cropSide(area) : CROP_BOX)}</output>
      </div>
      {bounds ? (
        <div className="crop-zoom">
          <label htmlFor={zoomId}>{IMAGE_TEXT.zoom}</label>
          <input
            id={zoomId}
            type="range"
            min={scalePercent(bounds.min, bounds.base)}
            max={scalePercent(bounds.max, bounds.base)}
            step={1}
            value={scalePercent(zoom, bounds.base)}
            onChange={(event) => setZoom(zoomForPercent(Number(event.target.value), bounds))}
          />
        </div>
      ) : null}
      {error ? (
        <p className="image-error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
