import { AUTO_LAUNCH_PATHS } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import { renderAdminTab } from '../../../../test/features/admin/tab-parts/support.tsx';
import { fakeUsersServer } from '../../../../test/features/admin/users/fake-users-server.ts';
import {
  findRow,
  rowOf,
  SOME_USERS,
  toast,
} from '../../../../test/features/admin/users/support.tsx';
import { UsersTab } from './UsersTab.tsx';
import { USERS_TEXT } from './users-text.ts';

/**
 * The User Management tab on the fake users server, with issue 53's auto-launch routes laid over
 * it: the switch for everyone, and each trader's (`perUser`, which user-status reports when
 * `reported`).
 */
function setup({ reported = true } = {}) {
  const users = fakeUsersServer(SOME_USERS);
  const delegate = users.fetch.getMockImplementation();
  const state = {
    everyone: true,
    perUser: {} as Record<string, boolean>,
    puts: [] as { url: string; body: unknown }[],
  };
  stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url === AUTO_LAUNCH_PATHS.admin) {
      if (method === 'PUT') {
        state.puts.push({ url, body });
        state.everyone = (body as { enabled: boolean }).enabled;
      }
      return jsonResponse({ enabled: state.everyone });
    }
    const one = url.match(/^\/api\/admin\/users\/([^/]+)\/auto-launch$/);
    if (one?.[1] && method === 'PUT') {
      state.puts.push({ url, body });
      state.perUser[decodeURIComponent(one[1])] = (body as { enabled: boolean }).enabled;
      return jsonResponse({ enabled: (body as { enabled: boolean }).enabled });
    }
    const answer = await (delegate as NonNullable<typeof delegate>)(url, init);
    if (!reported || !url.endsWith('/user-status')) return answer;
    const listed = (await answer.json()) as { users: Record<string, object> };
    for (const [name, enabled] of Object.entries(state.perUser))
      listed.users[name] = { ...listed.users[name], autoLaunch: enabled };
    return jsonResponse(listed);
  });
  const view = renderAdminTab(<UsersTab />);
  return { state, ...view };
}

const everyoneSwitch = () =>
  screen.getByRole('switch', { name: USERS_TEXT.autoLaunch }) as HTMLInputElement;
const userSwitch = (username: string) =>
  within(rowOf(username)).getByRole('checkbox', {
    name: USERS_TEXT.toggleAutoLaunch,
  }) as HTMLInputElement;

describe('auto-launch in User Management (issue 53)', () => {
  it('shows the switch for everyone and changes it, with a toast', async () => {
    const { state, user } = setup();
    await waitFor(() => expect(everyoneSwitch().disabled).toBe(false));
    expect(everyoneSwitch().checked).toBe(true);
    await user.click(everyoneSwitch());
    await toast(USERS_TEXT.autoLaunchOff);
    expect(state.puts).toEqual([{ url: AUTO_LAUNCH_PATHS.admin, body: { enabled: false } }]);
    await waitFor(() => expect(everyoneSwitch().checked).toBe(false));
  });

  it('turns it off and on again for one trader', async () => {
    const { state, user } = setup();
    await findRow('alice');
    expect(userSwitch('alice').checked).toBe(true);
    await user.click(userSwitch('alice'));
    await toast(USERS_TEXT.userAutoLaunchOff('alice'));
    expect(state.puts).toEqual([
      { url: '/api/admin/users/alice/auto-launch', body: { enabled: false } },
    ]);
    await waitFor(() => expect(userSwitch('alice').checked).toBe(false));
    expect(userSwitch('bob').checked).toBe(true);
    await user.click(userSwitch('alice'));
    await toast(USERS_TEXT.userAutoLaunchOn('alice'));
    await waitFor(() => expect(userSwitch('alice').checked).toBe(true));
  });

  it('keeps the trader’s switch as set while user-status does not report it', async () => {
    const { user } = setup({ reported: false });
    await findRow('bob');
    await user.click(userSwitch('bob'));
    await toast(USERS_TEXT.userAutoLaunchOff('bob'));
    await waitFor(() => expect(userSwitch('bob').checked).toBe(false));
  });
});
