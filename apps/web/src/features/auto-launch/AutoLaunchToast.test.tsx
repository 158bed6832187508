import type { AutoLaunchFiredPayload } from '@launchdeck/protocol';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAutoLaunch } from '../../../test/features/auto-launch/support.tsx';
import { makeLaunch } from '../../../test/features/launches/support.tsx';
import { AUTO_LAUNCH_TOAST_MS, AutoLaunchToast } from './AutoLaunchToast.tsx';
import { AUTO_LAUNCH_NOTICE_TEXT as T } from './notice-strings.ts';

const fired = (launch: Parameters<typeof makeLaunch>[0]): AutoLaunchFiredPayload => ({
  ruleId: 'al_00000001',
  rule: 'Elon coins',
  launch: makeLaunch({
    name: 'Doge King',
    ticker: 'DOGE',
    sourcePost: { id: 'p1', handle: 'elonmusk', text: 'Doge King is coming' },
    trigger: { kind: 'rule', ruleId: 'al_00000001', rule: 'Elon coins' },
    ...launch,
  }),
});

const toast = () => document.querySelector('.auto-launch-toast');

describe('the auto-launch toast', () => {
  it.each<[string, Parameters<typeof makeLaunch>[0], 'status' | 'alert', string, string]>([
    [
      'launched',
      { status: 'sent' },
      'status',
      T.firedTitle.launched,
      'Auto-launch Elon coins: launched Doge King ($DOGE) from @elonmusk',
    ],
    [
      'dryRun',
      { status: 'dry_run', addresses: [] },
      'status',
      T.firedTitle.dryRun,
      'Auto-launch Elon coins dry run: would have launched Doge King ($DOGE) from @elonmusk',
    ],
    [
      'refused',
      {
        status: 'failed',
        addresses: [],
        error: 'The rule’s limit of 1 launch an hour is reached.',
      },
      'alert',
      T.firedTitle.refused,
      'Auto-launch Elon coins refused: The rule’s limit of 1 launch an hour is reached.',
    ],
  ])('says what a %s fire came to', async (outcome, launch, role, title, text) => {
    const { socket } = renderAutoLaunch(<AutoLaunchToast />);
    expect(toast()).toBeNull();
    act(() => socket.receive('auto_launch', fired(launch)));
    const shown = screen.getByRole(role);
    expect(shown.dataset.outcome).toBe(outcome);
    expect(shown.querySelector('strong')?.textContent).toBe(title);
    expect(shown.querySelector('.auto-launch-toast-text')?.textContent).toBe(text);
  });

  it('leaves out the account of a launch without its post', async () => {
    const { socket } = renderAutoLaunch(<AutoLaunchToast />);
    act(() => socket.receive('auto_launch', fired({ status: 'confirmed', sourcePost: undefined })));
    expect(screen.getByRole('status').textContent).toContain(
      'Auto-launch Elon coins: launched Doge King ($DOGE)',
    );
    expect(screen.getByRole('status').textContent).not.toContain('from @');
  });

  it('drops a malformed payload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { socket } = renderAutoLaunch(<AutoLaunchToast />);
    act(() => socket.receive('auto_launch', { rule: 'Elon coins', launch: { name: 'x' } }));
    expect(toast()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('goes after 8 s or on ×; a newer fire replaces it', async () => {
    const { socket } = renderAutoLaunch(<AutoLaunchToast />);
    vi.useFakeTimers();
    act(() => socket.receive('auto_launch', fired({ status: 'sent' })));
    act(() => vi.advanceTimersByTime(AUTO_LAUNCH_TOAST_MS - 1000));
    act(() => socket.receive('auto_launch', fired({ status: 'dry_run' })));
    expect(document.querySelectorAll('.auto-launch-toast')).toHaveLength(1);
    expect(toast()?.getAttribute('data-outcome')).toBe('dryRun');
    act(() => vi.advanceTimersByTime(AUTO_LAUNCH_TOAST_MS - 1));
    expect(toast()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toast()).toBeNull();
    vi.useRealTimers();

    act(() => socket.receive('auto_launch', fired({ status: 'sent' })));
    await userEvent.setup().click(screen.getByRole('button', { name: T.dismiss }));
    expect(toast()).toBeNull();
  });
});
