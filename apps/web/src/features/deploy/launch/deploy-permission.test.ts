import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import {
  frogPost,
  SOLANA_WALLET,
  samplePrefill,
  settingsWith,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import { toolbarBuild } from '../toolbar/toolbar-launch.ts';

/** Logged in and connected with a Solana wallet; the session says this login may not deploy. */
function withoutPermission() {
  storeWallets(SOLANA_WALLET);
  const kit = startDeploy();
  const socket = kit.connect();
  socket.receive('session_ready', { username: 'alice', canDeploy: false });
  return { ...kit, socket };
}

const accessDenied = { kind: 'access-denied' };

describe('deploy permission known before the form (DA §2 Access Denied)', () => {
  it("shows Access Denied for a card's Deploy, and opens no form behind it", () => {
    const { deploy, state } = withoutPermission();
    deploy.deployFromPost(frogPost());
    expect(state()).toMatchObject({ open: false, dialog: accessDenied });
    expect(state().form.name).toBe('');
  });

  it('opens the form once the admin gives the permission, without a new login', () => {
    const { deploy, socket, state } = withoutPermission();
    socket.receive('deploy_access', { canDeploy: true });
    deploy.deployFromPost(frogPost());
    expect(state()).toMatchObject({ open: true, dialog: null });
    expect(state().form.name).toBe('The Frog King has arrived');
  });

  it('refuses the selection toolbar and keybind launches at once: nothing sent, no tab', () => {
    const { deploy, emitted, state, tabs } = withoutPermission();
    const build = toolbarBuild({ post: frogPost(), text: 'Frog' }, 'post', settingsWith(), 'pump');
    deploy.prepareLaunch('pump', build);
    expect(deploy.sendLaunch('pump', build)).toEqual({
      ok: false,
      reason: 'no-permission',
      message: DEPLOY_MESSAGES.noPermission,
    });
    expect(state().dialog).toEqual(accessDenied);
    expect(emitted('toolbar_deploy')).toEqual([]);
    expect(emitted('prepare_launch')).toEqual([]);
    expect(tabs).toEqual([]);
  });

  it('answers mayDeploy with Access Denied, so a preset is not even translated', () => {
    const { deploy, socket, state } = withoutPermission();
    expect(deploy.mayDeploy()).toBe(false);
    expect(state().dialog).toEqual(accessDenied);
    deploy.dismissDialog();
    socket.receive('deploy_access', { canDeploy: true });
    expect(deploy.mayDeploy()).toBe(true);
    expect(state().dialog).toBeNull();
  });

  it('shows Access Denied for a form still on screen when the permission was withdrawn', () => {
    storeWallets(SOLANA_WALLET);
    const { connect, deploy, emitted, state } = startDeploy();
    const socket = connect();
    deploy.open(samplePrefill());
    socket.receive('deploy_access', { canDeploy: false });
    expect(deploy.launch()).toBe(false);
    expect(state()).toMatchObject({ dialog: accessDenied, notice: null });
    expect(emitted('debug_request')).toEqual([]);
  });

  it('does not fill or open the form from the Vamp dialog', () => {
    const { deploy, state } = withoutPermission();
    deploy.applyVamp({ name: 'Frog', symbol: 'FROG' }, 'vamp');
    expect(state()).toMatchObject({ open: false, dialog: accessDenied });
  });
});
