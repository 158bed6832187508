import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';
import { COVERED_BACKDROP } from './modal-stack.ts';

/** A modal whose button opens a nested dialog, as Deploy Settings opens Import Wallet. */
function NestedModals({ openerGone = false }: { openerGone?: boolean }) {
  const [nested, setNested] = useState(false);
  return (
    <Modal title="Deploy Settings" onClose={() => {}}>
      {openerGone && nested ? null : (
        <button type="button" onClick={() => setNested(true)}>
          Import Wallet
        </button>
      )}
      {nested ? (
        <Modal title="Error" onClose={() => setNested(false)}>
          <p>Failed to import wallet</p>
        </Modal>
      ) : null}
    </Modal>
  );
}

const dimBackdrops = () =>
  Array.from(document.querySelectorAll('.modal-backdrop')).filter(
    (backdrop) => !backdrop.classList.contains(COVERED_BACKDROP),
  );

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

  it('dims once however many dialogs are open: only the top backdrop is dim', async () => {
    const user = userEvent.setup();
    render(<NestedModals />);
    expect(dimBackdrops()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Import Wallet' }));
    const error = screen.getByRole('dialog', { name: 'Error' });
    expect(document.querySelectorAll('.modal-backdrop')).toHaveLength(2);
    expect(dimBackdrops()).toEqual([error.parentElement]);
    await user.click(within(error).getByRole('button', { name: 'Close' }));
    expect(dimBackdrops()).toEqual([
      screen.getByRole('dialog', { name: 'Deploy Settings' }).parentElement,
    ]);
  });

  it('gives focus back to the button that opened a nested dialog when it closes', async () => {
    const user = userEvent.setup();
    render(<NestedModals />);
    const opener = screen.getByRole('button', { name: 'Import Wallet' });
    await user.click(opener);
    expect(document.activeElement).not.toBe(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps focus in the dialog below when the opener is gone', async () => {
    const user = userEvent.setup();
    render(<NestedModals openerGone />);
    await user.click(screen.getByRole('button', { name: 'Import Wallet' }));
    await user.keyboard('{Escape}');
    const below = screen.getByRole('dialog', { name: 'Deploy Settings' });
    expect(below.contains(document.activeElement)).toBe(true);
  });
});
