import { describe, expect, it, vi } from 'vitest';
import { makeRule, ON } from '../../../test/features/auto-launch/fake-auto-launch-server.ts';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { makeLaunch } from '../../../test/features/launches/support.tsx';
import { createAutoLaunchController } from './controller.ts';

function start(rules = [makeRule()]) {
  const kit = fakeSession();
  const api = {
    rules: vi.fn(async () => ({ rules, state: ON })),
    pause: vi.fn(async () => ({ paused: true, allowed: true, blockedBy: 'paused' as const })),
    resume: vi.fn(async () => ON),
  };
  const controller = createAutoLaunchController({ session: kit.session, api });
  const socket = kit.connect();
  return { ...kit, api, controller, socket, state: () => controller.store.getState() };
}

describe('createAutoLaunchController', () => {
  it('reads the rules’ count and the state at each session_ready', async () => {
    const { api, state, socket } = start([makeRule(), makeRule({ id: 'al_00000002' })]);
    await vi.waitFor(() => expect(state().rules).toBe(2));
    expect(state().state).toEqual(ON);
    socket.receive('session_ready', { username: 'alice' });
    await vi.waitFor(() => expect(api.rules).toHaveBeenCalledTimes(2));
  });

  it('keeps each fire for the toast and counts them', async () => {
    const { state, socket, controller } = start();
    const payload = { ruleId: 'al_00000001', rule: 'Elon coins', launch: makeLaunch() };
    socket.receive('auto_launch', payload);
    socket.receive('auto_launch', payload);
    expect(state().fires).toBe(2);
    const fired = state().fired;
    expect(fired?.payload).toEqual(payload);
    controller.dismissFired((fired?.id ?? 0) - 1);
    expect(state().fired).toBe(fired);
    controller.dismissFired(fired?.id ?? 0);
    expect(state().fired).toBeNull();
  });

  it('pauses through the server and takes its answer; forgets everything at logout', async () => {
    const { state, controller, api, session } = start();
    await vi.waitFor(() => expect(state().rules).toBe(1));
    expect(await controller.setPaused(true, 'failed')).toEqual({ ok: true });
    expect(api.pause).toHaveBeenCalledWith('sess-alice');
    expect(state().state?.paused).toBe(true);
    await session.logOut();
    expect(state()).toMatchObject({ state: null, rules: 0, fired: null });
  });
});
