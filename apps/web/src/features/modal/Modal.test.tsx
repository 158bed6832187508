import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

describe('Modal', () => {
  it('is a labelled modal dialog that focuses its first control', () => {
    render(
      <Modal title="Deploy Settings" onClose={() => {}}>
        <p>Body text</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Deploy Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and on a click outside, when it may be closed', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Settings" onClose={onClose}>
        <p>Body text</p>
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.mouseDown(screen.getByText('Body text'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed without onClose', () => {
    render(
      <Modal title="Blocking" actions={<button type="button">Reload Page</button>}>
        <p>Body text</p>
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Blocking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Modal title="Settings" onClose={() => {}} actions={<button type="button">Done</button>}>
          <input aria-label="Name" />
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  });

  it('gives focus back to where it was when it closes', () => {
    const { rerender } = render(<button type="button">Open</button>);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(
      <>
        <button type="button">Open</button>
        <Modal title="Settings" onClose={() => {}}>
          <p>Body</p>
        </Modal>
      </>,
    );
    expect(document.activeElement).not.toBe(opener);
    rerender(<button type="button">Open</button>);
    expect(document.activeElement).toBe(opener);
  });
});
