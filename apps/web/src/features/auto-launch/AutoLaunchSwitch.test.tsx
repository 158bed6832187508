import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import {
  callsTo,
  makeRule,
  ON,
} from '../../../test/features/auto-launch/fake-auto-launch-server.ts';
import { renderAutoLaunch } from '../../../test/features/auto-launch/support.tsx';
import { AutoLaunchSwitch } from './AutoLaunchSwitch.tsx';
import { BLOCK_TEXT, AUTO_LAUNCH_NOTICE_TEXT as T } from './notice-strings.ts';

const autoSwitch = () => screen.findByRole('switch', { name: /^Auto-launch/ });

describe('the header’s auto-launch switch', () => {
  it('shows nothing while the trader has no rule', async () => {
    const { server } = renderAutoLaunch(<AutoLaunchSwitch />);
    await waitFor(() =>
      expect(callsTo(server.state.calls, 'GET', '/api/auto-launch-rules')).toHaveLength(1),
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('reads "Auto-launch on" with a rule, and a click posts pause', async () => {
    const { server } = renderAutoLaunch(<AutoLaunchSwitch />, { rules: [makeRule()] });
    const user = userEvent.setup();
    const button = await autoSwitch();
    expect(button.textContent).toBe(T.switchOn);
    expect(button.getAttribute('aria-checked')).toBe('true');
    expect(button.title).toBe(T.switchOnTitle);
    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe(T.switchPaused));
    expect(button.getAttribute('aria-checked')).toBe('false');
    expect(callsTo(server.state.calls, 'POST', '/api/auto-launch/pause')).toHaveLength(1);
    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe(T.switchOn));
    expect(callsTo(server.state.calls, 'POST', '/api/auto-launch/resume')).toHaveLength(1);
  });

  it('follows auto_launch_state from the trader’s other windows', async () => {
    const { socket, server } = renderAutoLaunch(<AutoLaunchSwitch />, { rules: [makeRule()] });
    const button = await autoSwitch();
    act(() =>
      socket.receive('auto_launch_state', { paused: true, allowed: true, blockedBy: 'paused' }),
    );
    expect(button.textContent).toBe(T.switchPaused);
    act(() =>
      socket.receive('auto_launch_state', {
        paused: false,
        allowed: false,
        blockedBy: 'off-for-everyone',
      }),
    );
    expect(button.textContent).toBe(T.switchBlocked);
    expect(button.title).toBe(BLOCK_TEXT['off-for-everyone']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => socket.receive('auto_launch_state', { paused: 'no' }));
    expect(warn).toHaveBeenCalled();
    expect(button.textContent).toBe(T.switchBlocked);
    act(() => socket.receive('auto_launch_state', ON));
    expect(button.textContent).toBe(T.switchOn);
    expect(callsTo(server.state.calls, 'POST', '/api/auto-launch/pause')).toHaveLength(0);
  });

  it('says why when the server refuses the pause', async () => {
    const kit = renderAutoLaunch(<AutoLaunchSwitch />, { rules: [makeRule()] });
    const user = userEvent.setup();
    const button = await autoSwitch();
    kit.fetch.mockImplementation(async () =>
      jsonResponse(
        { error: 'Too many auto-launch changes. Please wait a minute and try again.' },
        429,
      ),
    );
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many auto-launch changes. Please wait a minute and try again.',
    );
    expect(button.textContent).toBe(T.switchOn);
  });

  it('leaves at logout', async () => {
    const { session } = renderAutoLaunch(<AutoLaunchSwitch />, { rules: [makeRule()] });
    await autoSwitch();
    await act(() => session.logOut());
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
