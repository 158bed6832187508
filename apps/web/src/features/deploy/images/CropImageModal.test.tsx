import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../../test/fake-fetch.ts';
import { CropImageModal } from './CropImageModal.tsx';

const SRC = 'data:image/png;base64,iVBORw0KGgo=';
const CROPPED = 'data:image/png;base64,Q1JPUA==';
/** The crop stage's size as the browser lays it out (jsdom lays nothing out). */
const STAGE = { width: 440, height: 340 };

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, ...STAGE }),
  );
});

/** Renders the modal and lets its image "load" at the given natural size. */
function renderCrop(natural = { width: 800, height: 600 }) {
  const onCancel = vi.fn();
  const onSave = vi.fn();
  const drawCrop = vi.fn(async () => CROPPED);
  render(<CropImageModal src={SRC} onCancel={onCancel} onSave={onSave} drawCrop={drawCrop} />);
  const image = document.querySelector<HTMLImageElement>('.reactEasyCrop_Image');
  if (!image) throw new Error('no crop image');
  Object.defineProperty(image, 'naturalWidth', { value: natural.width });
  Object.defineProperty(image, 'naturalHeight', { value: natural.height });
  act(() => {
    fireEvent.load(image);
  });
  const stage = document.querySelector<HTMLElement>('.reactEasyCrop_Container');
  if (!stage) throw new Error('no crop stage');
  const scroll = (deltaY: number) =>
    act(() => {
      fireEvent.wheel(stage, { deltaY, clientX: 220, clientY: 170 });
    });
  return { onCancel, onSave, drawCrop, scroll, user: userEvent.setup() };
}

describe('CropImageModal', () => {
  it('shows its texts, starting at the scale that fits the image in the 300 × 300 box', () => {
    renderCrop();
    expect(screen.getByRole('dialog', { name: 'Crop Image' })).toBeTruthy();
    // 800 × 600: its 600 px side fills the 300 px box at 50 %.
    expect(screen.getByText('Scale: 50%')).toBeTruthy();
    expect(screen.getByText('Scroll to zoom • Drag image')).toBeTruthy();
    expect(screen.getByText('Crop Size: 600 × 600 pixels')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crop & Save' })).toBeTruthy();
  });

  it('zooms with the scroll wheel no further than 500 % and no less than the fitting scale', () => {
    const { scroll } = renderCrop();
    scroll(-100);
    expect(screen.getByText(/^Scale: \d+%$/).textContent).not.toBe('Scale: 50%');
    scroll(-100_000);
    expect(screen.getByText('Scale: 500%')).toBeTruthy();
    expect(screen.getByText('Crop Size: 60 × 60 pixels')).toBeTruthy();
    scroll(100_000);
    expect(screen.getByText('Scale: 50%')).toBeTruthy();
    expect(screen.getByText('Crop Size: 600 × 600 pixels')).toBeTruthy();
  });

  it('keeps an image smaller than the box at least covering it', () => {
    const { scroll } = renderCrop({ width: 200, height: 100 });
    // Its 100 px side fills the 300 px box at 300 %.
    expect(screen.getByText('Scale: 300%')).toBeTruthy();
    expect(screen.getByText('Crop Size: 100 × 100 pixels')).toBeTruthy();
    scroll(100_000);
    expect(screen.getByText('Scale: 300%')).toBeTruthy();
    scroll(-100_000);
    expect(screen.getByText('Scale: 500%')).toBeTruthy();
  });

  it('zooms with the slider, within the same bounds', () => {
    renderCrop();
    const slider = screen.getByLabelText('Zoom') as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['50', '500', '50']);
    fireEvent.change(slider, { target: { value: '200' } });
    expect(screen.getByText('Scale: 200%')).toBeTruthy();
    expect(screen.getByText('Crop Size: 150 × 150 pixels')).toBeTruthy();
  });

  it('Cancel and Escape close it without saving', async () => {
    const { onCancel, onSave, user } = renderCrop();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("'Crop & Save' draws the crop area as a PNG of its own size and saves it", async () => {
    const { drawCrop, onSave, scroll, user } = renderCrop();
    scroll(-100_000);
    await user.click(screen.getByRole('button', { name: 'Crop & Save' }));
    expect(drawCrop).toHaveBeenCalledWith(
      SRC,
      expect.objectContaining({ width: 60, height: 60 }),
      60,
    );
    const [, area] = drawCrop.mock.calls[0] as unknown as [string, { x: number; y: number }];
    // Zoomed about the stage's centre: the crop is the image's middle.
    expect(area).toMatchObject({ x: 370, y: 270 });
    expect(onSave).toHaveBeenCalledWith(CROPPED);
  });

  it('saves a crop larger than 1024 px as a 1024 px PNG', async () => {
    const { drawCrop, user } = renderCrop({ width: 4000, height: 3000 });
    expect(screen.getByText('Crop Size: 3000 × 3000 pixels')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crop & Save' }));
    expect(drawCrop).toHaveBeenCalledWith(SRC, expect.objectContaining({ width: 3000 }), 1024);
  });

  it('says so when the image cannot be drawn, and stays open', async () => {
    const onSave = vi.fn();
    const drawing = deferred<string>();
    const drawCrop = vi.fn(() =>
      drawing.promise.then(() => {
        throw new DOMException('The canvas has been tainted.', 'SecurityError');
      }),
    );
    render(<CropImageModal src={SRC} onCancel={() => {}} onSave={onSave} drawCrop={drawCrop} />);
    const image = document.querySelector<HTMLImageElement>('.reactEasyCrop_Image');
    Object.defineProperty(image, 'naturalWidth', { value: 400 });
    Object.defineProperty(image, 'naturalHeight', { value: 400 });
    act(() => {
      if (image) fireEvent.load(image);
    });
    const save = screen.getByRole('button', { name: 'Crop & Save' }) as HTMLButtonElement;
    await userEvent.setup().click(save);
    expect(save.disabled).toBe(true);
    await act(async () => drawing.resolve(''));
    expect(screen.getByRole('alert').textContent).toBe(
      'This image could not be cropped here: its host does not allow it. Save it and add the file instead.',
    );
    expect(save.disabled).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
  });
});
