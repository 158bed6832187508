import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPreview } from './VideoPreview.tsx';

const VIDEO = 'https://video.example/clip.mp4';

describe('VideoPreview', () => {
  it('shows the thumbnail and opens the video modal; Escape closes it', () => {
    const { container } = render(
      <VideoPreview url={VIDEO} thumbnail="https://img.example/thumb.png" />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example/thumb.png',
    );
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const dialog = screen.getByRole('dialog', { name: 'Video' });
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe(VIDEO);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('previews the video itself when there is no thumbnail or it is broken', () => {
    const { container } = render(
      <VideoPreview url={VIDEO} thumbnail="https://img.example/gone.png" />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('video')?.getAttribute('preload')).toBe('metadata');
  });
});
