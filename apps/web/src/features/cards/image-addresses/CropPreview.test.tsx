import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PICTURE_URL } from '../../../../test/features/cards/image-addresses-fixture.ts';
import { IMAGE_ADDRESS_TEXT } from '../strings.ts';
import { CropPreview } from './CropPreview.tsx';

function loaded(img: HTMLElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width });
  Object.defineProperty(img, 'naturalHeight', { value: height });
  fireEvent.load(img);
}

describe('CropPreview', () => {
  it('crops the picture around the box once its natural size is known', () => {
    const { container } = render(
      <CropPreview imageUrl={PICTURE_URL} box={{ x: 10, y: 10, width: 60, height: 10 }} />,
    );
    const img = screen.getByRole('img', { name: IMAGE_ADDRESS_TEXT.cropAlt });
    expect(container.querySelector('.image-crop.is-loading')).not.toBeNull();
    loaded(img, 800, 600);
    // 76 × 26 picture pixels around the box, ×3 (crop.test.ts has the maths).
    const frame = container.querySelector<HTMLElement>('.image-crop');
    expect(frame?.className).toBe('image-crop');
    expect(frame?.style.width).toBe('228px');
    expect(frame?.style.height).toBe('78px');
    expect(img.style.width).toBe('2400px');
    expect(img.style.left).toBe('-6px');
    const mark = container.querySelector<HTMLElement>('.image-crop-mark');
    expect(mark?.style.left).toBe('24px');
    expect(mark?.style.width).toBe('180px');
  });

  it('says so when the picture does not load', () => {
    render(<CropPreview imageUrl={PICTURE_URL} box={undefined} />);
    fireEvent.error(screen.getByRole('img', { name: IMAGE_ADDRESS_TEXT.cropAlt }));
    expect(screen.getByText(IMAGE_ADDRESS_TEXT.cropFailed)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
