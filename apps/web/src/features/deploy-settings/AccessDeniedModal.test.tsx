import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessDeniedModal } from './AccessDeniedModal.tsx';

describe('AccessDeniedModal', () => {
  it('says the DA §2 text and closes on OK', async () => {
    const onClose = vi.fn();
    render(<AccessDeniedModal onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'No Access to Token Creator' });
    expect(dialog.textContent).toContain(
      'You do not have permission to create tokens. Please contact an administrator to request access.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
