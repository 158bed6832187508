import type { TrackerSettings } from '@launchdeck/protocol';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderCardPart } from '../../../../test/features/cards/support.tsx';
import { PostImages } from './PostImages.tsx';

const urls = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ url: `https://img.example/${i + 1}.png` }));

function renderImages(n: number, settings: Partial<TrackerSettings> = {}) {
  const { container } = renderCardPart(
    <PostImages images={urls(n)} handle="kaito" postId="42" />,
    settings,
  );
  return container.querySelector('.post-images') as HTMLElement | null;
}

describe('PostImages', () => {
  it.each([
    [1, 'one'],
    [2, 'two'],
    [3, 'three'],
    [4, 'four'],
  ])('lays out %i images with the %s class (FC §2)', (count, name) => {
    const grid = renderImages(count);
    expect(grid?.classList.contains(`post-images-${name}`)).toBe(true);
    expect(grid?.classList.contains('post-images-grid')).toBe(true);
    expect(grid?.querySelectorAll('img')).toHaveLength(count);
  });

  it('shows four of six images, the last with +2', () => {
    const grid = renderImages(6);
    expect(grid?.querySelectorAll('img')).toHaveLength(4);
    expect(grid?.querySelector('.post-image-more')?.textContent).toBe('+2');
  });

  it('stacks images when imageLayout is vertical', () => {
    expect(
      renderImages(2, { imageLayout: 'vertical' })?.classList.contains('post-images-vertical'),
    ).toBe(true);
  });

  it('hides a broken image (FC §8)', () => {
    const grid = renderImages(2);
    const first = grid?.querySelector('img') as HTMLImageElement;
    fireEvent.error(first);
    expect(grid?.querySelectorAll('img')).toHaveLength(1);
    expect(grid?.classList.contains('post-images-one')).toBe(true);
  });

  it('renders nothing when every image is broken', () => {
    const { container } = renderCardPart(<PostImages images={urls(1)} handle="k" postId="1" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.innerHTML).toBe('');
  });

  it('offers a Google Images search for each image', () => {
    renderImages(1);
    const search = screen.getByRole('link', { name: 'Search image on Google' });
    expect(search.getAttribute('href')).toBe(
      `https://lens.google.com/uploadbyurl?url=${encodeURIComponent('https://img.example/1.png')}`,
    );
    expect(search.getAttribute('target')).toBe('_blank');
  });

  it('opens the image modal on click; Escape closes it', () => {
    renderImages(1);
    fireEvent.click(screen.getByRole('button', { name: 'Image 1 of 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Image' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://img.example/1.png');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the image modal on a click on the overlay', () => {
    renderImages(1);
    fireEvent.click(screen.getByRole('button', { name: 'Image 1 of 1' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies the image URL instead when devSettings.copyUrlOnClick is on', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderImages(1, { devSettings: { downloadImageOnClick: false, copyUrlOnClick: true } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Image 1 of 1' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://img.example/1.png');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('downloads the image instead when devSettings.downloadImageOnClick is on', async () => {
    const fetch = vi.fn(
      async () => new Response('png', { headers: { 'content-type': 'image/png' } }),
    );
    vi.stubGlobal('fetch', fetch);
    // jsdom has no object URLs; the test gives them for its own duration.
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderCardPart(<PostImages images={urls(2)} handle="degenkaito" postId="1893" />, {
      devSettings: { downloadImageOnClick: true, copyUrlOnClick: false },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Image 2 of 2' }));
    });
    expect(fetch).toHaveBeenCalledWith('https://img.example/2.png');
    expect(names).toEqual(['degenkaito_1893_2.png']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
