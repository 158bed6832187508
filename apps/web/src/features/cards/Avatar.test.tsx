import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the picture, and the default picture once it fails to load', () => {
    render(<Avatar src="https://img.example/fails-once.png" />);
    const picture = document.querySelector('img.card-avatar');
    expect(picture?.getAttribute('src')).toBe('https://img.example/fails-once.png');
    fireEvent.error(picture as Element);
    expect(screen.getByTestId('default-avatar')).toBeTruthy();
    expect(document.querySelector('img.card-avatar')).toBeNull();
  });

  it('does not ask again for a URL that failed: the next card of the account shows the default', () => {
    const { unmount } = render(<Avatar src="https://img.example/dead.png" />);
    fireEvent.error(document.querySelector('img.card-avatar') as Element);
    unmount();
    render(<Avatar src="https://img.example/dead.png" />);
    expect(screen.getByTestId('default-avatar')).toBeTruthy();
    expect(document.querySelector('img.card-avatar')).toBeNull();
  });

  it('still loads other URLs after one failed', () => {
    render(<Avatar src="https://img.example/dead-too.png" />);
    fireEvent.error(document.querySelector('img.card-avatar') as Element);
    render(<Avatar src="https://img.example/alive.png" />);
    expect(document.querySelector('img.card-avatar')?.getAttribute('src')).toBe(
      'https://img.example/alive.png',
    );
  });
});
