import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPDATE_NOTICE_CHANGES } from './changes.ts';
import { UPDATE_NOTICE_TITLE, UpdateNotice } from './UpdateNotice.tsx';

const okButton = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;

describe('UpdateNotice', () => {
  it("is titled 'SITE UPDATE v1.22!' and lists the release's changes", () => {
    render(<UpdateNotice />);
    const dialog = screen.getByRole('dialog', { name: 'SITE UPDATE v1.22!' });
    expect(UPDATE_NOTICE_TITLE).toBe('SITE UPDATE v1.22!');
    for (const change of UPDATE_NOTICE_CHANGES) {
      expect(dialog.textContent).toContain(change.title);
      expect(dialog.textContent).toContain(change.text);
    }
  });

  it('closes at once with OK, with no countdown, and records the notice as seen', () => {
    for (let n = 1; n <= 20; n += 1) localStorage.setItem(`seen_update_${n}`, 'true');
    render(<UpdateNotice />);
    expect(okButton().disabled).toBe(false);
    fireEvent.click(okButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    for (let n = 1; n <= 20; n += 1) expect(localStorage.getItem(`seen_update_${n}`)).toBeNull();
    expect(localStorage.getItem('seen_update_22')).toBe('true');
  });

  it('closes at once with Escape too, and is not shown again once seen', () => {
    const { unmount } = render(<UpdateNotice />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<UpdateNotice />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
