import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastLayer } from './ToastLayer.tsx';
import { ToastView } from './ToastView.tsx';
import { TOAST_MS } from './toast.ts';

describe('ToastView', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every toast in the one toast layer, outside the app root, until TOAST_MS', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(
      <>
        <ToastView
          toast={{ id: 1, tone: 'error', text: 'Failed to copy' }}
          onDone={onDone}
          className="ds-toast"
        />
        <ToastLayer>
          <p>Hidden @kaito's posts.</p>
        </ToastLayer>
      </>,
    );
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toBe('Failed to copy');
    expect(toast.className).toBe('ds-toast is-error');
    const layer = toast.parentElement as HTMLElement;
    expect(layer.className).toBe('toast-layer');
    expect(layer.parentElement).toBe(document.body);
    expect(layer.contains(screen.getByText("Hidden @kaito's posts."))).toBe(true);
    expect(document.querySelectorAll('.toast-layer')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(onDone).toHaveBeenCalledWith(1);
  });
});
