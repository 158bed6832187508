import type { VampCoinData } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { samplePrefill, startDeploy } from '../../../../test/features/deploy/support.tsx';
import type { PanelPopoutLink } from '../workspace/panel-channel.ts';
import type { DeployPrefill } from './prefill.ts';

const TOKEN: VampCoinData = {
  name: 'Pepe Classic',
  symbol: 'PEPEC',
  image_url: 'https://ipfs.example/pepe.png',
  twitter: 'https://x.com/pepeclassic',
  description: 'the original',
  social_links: [{ platform: 'website', url: 'https://pepe.example' }],
};

/** A pop-out panel that is open and records what it was sent. */
function openPanel() {
  const sent: DeployPrefill[] = [];
  const panel: PanelPopoutLink = {
    isOpen: () => true,
    send: (prefill) => sent.push(prefill),
    onceAlive: () => {},
    stop: () => {},
  };
  return { panel, sent };
}

describe('vamp triggers', () => {
  it('vamp_trigger fills the form and opens it (modal mode)', () => {
    const { connect, state } = startDeploy();
    connect().receive('vamp_trigger', { coinData: TOKEN, source: 'vamp' });
    expect(state().open).toBe(true);
    expect(state().form).toMatchObject({
      name: 'Pepe Classic',
      ticker: 'PEPEC',
      website: 'https://pepe.example',
      twitter: 'https://x.com/pepeclassic',
    });
    expect(state().form.images).toMatchObject([{ url: TOKEN.image_url, source: 'vamp' }]);
  });

  it('in panel mode fills the docked form without opening a modal', () => {
    const { connect, state } = startDeploy({ deployMode: 'panel' });
    connect().receive('vamp_trigger', { coinData: TOKEN, source: 'vamp' });
    expect(state().open).toBe(false);
    expect(state().form.name).toBe('Pepe Classic');
  });

  it('while the pop-out panel is open, leaves the trigger to it (it gets its own)', () => {
    const { panel, sent } = openPanel();
    const { connect, state } = startDeploy({}, { panel });
    connect().receive('vamp_trigger', { coinData: TOKEN, source: 'vamp' });
    expect(state().open).toBe(false);
    expect(sent).toEqual([]);
  });

  it('vamp_update_trigger merges only the fields supplied, and does not open the form', () => {
    const { connect, deploy, state } = startDeploy();
    const socket = connect();
    deploy.open(samplePrefill());
    deploy.close();
    socket.receive('vamp_update_trigger', { updateData: { symbol: 'NEWT' } });
    expect(state().open).toBe(false);
    expect(state().form).toMatchObject({
      name: 'Frog King',
      ticker: 'NEWT',
      website: 'https://frog.example',
      twitter: 'https://x.com/degenkaito/status/1',
    });
    expect(state().form.images.map((image) => image.url)).toEqual(samplePrefill().allImages);
  });

  it('drops a malformed trigger without touching the form', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { connect, state } = startDeploy();
    connect().receive('vamp_trigger', { coinData: { name: 42 } });
    expect(state().open).toBe(false);
    expect(state().form.name).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('applyVamp from the Vamp dialog', () => {
  it('opens the form even in panel mode (the docked form shows it, a feed pop-out its modal)', () => {
    const { deploy, state } = startDeploy({ deployMode: 'panel' });
    deploy.applyVamp(TOKEN, 'vamp');
    expect(state()).toMatchObject({ open: true, focusRequest: 1 });
  });

  it('hands the token to an open pop-out panel instead of opening the modal', () => {
    const { panel, sent } = openPanel();
    const { deploy, state } = startDeploy({}, { panel });
    deploy.applyVamp(TOKEN, 'vamp');
    expect(state().open).toBe(false);
    expect(sent).toMatchObject([
      { tokenName: 'Pepe Classic', ticker: 'PEPEC', imageUrl: TOKEN.image_url },
    ]);
  });
});
