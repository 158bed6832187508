import { UI } from '@launchdeck/protocol';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UPDATE_NOTICE_TITLE, UpdateNotice } from './UpdateNotice.tsx';

const okButton = () => screen.getByRole('button', { name: /^OK/ }) as HTMLButtonElement;
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('UpdateNotice', () => {
  it("is titled 'SITE UPDATE v1.22!' and lists the release's changes", () => {
    render(<UpdateNotice />);
    const dialog = screen.getByRole('dialog', { name: 'SITE UPDATE v1.22!' });
    expect(UPDATE_NOTICE_TITLE).toBe('SITE UPDATE v1.22!');
    for (const change of [
      /VAMP/,
      /extension/i,
      /Dusk, Sunset and a fully Custom/,
      /X button/,
      /Security fixes/,
    ]) {
      expect(dialog.textContent).toMatch(change);
    }
  });

  it('keeps OK disabled through the countdown, then records the notice as seen', () => {
    vi.useFakeTimers();
    for (let n = 1; n <= 20; n += 1) localStorage.setItem(`seen_update_${n}`, 'true');
    render(<UpdateNotice />);

    expect(okButton().textContent).toBe(`OK (${UI.updateNotice.countdownSeconds})`);
    expect(okButton().disabled).toBe(true);
    tick(1);
    expect(okButton().textContent).toBe('OK (4)');
    fireEvent.click(okButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(localStorage.getItem('seen_update_22')).toBeNull();

    tick(4);
    expect(okButton().textContent).toBe('OK');
    expect(okButton().disabled).toBe(false);
    fireEvent.click(okButton());

    expect(screen.queryByRole('dialog')).toBeNull();
    for (let n = 1; n <= 20; n += 1) expect(localStorage.getItem(`seen_update_${n}`)).toBeNull();
    expect(localStorage.getItem('seen_update_22')).toBe('true');
  });

  it('is not shown again once seen', () => {
    localStorage.setItem('seen_update_22', 'true');
    render(<UpdateNotice />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
