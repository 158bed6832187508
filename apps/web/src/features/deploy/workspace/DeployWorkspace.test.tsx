import { TRACKER_SETTINGS_KEY, type TrackerSettings } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDeploy, startDeploy } from '../../../../test/features/deploy/support.tsx';
import { DeployButton } from '../DeployButton.tsx';
import { preloadDeployForm } from '../form/deploy-form.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { DeployWorkspace } from './DeployWorkspace.tsx';

const post = makePost({
  text: 'Moon Cat is here',
  author: { handle: 'kaito', avatar: 'https://img.example/kaito.png' },
  tweetUrl: 'https://x.com/kaito/status/7',
  media: { images: [{ url: 'https://img.example/cat.png' }] },
});
const deployButton = () =>
  screen.queryByRole('button', { name: DEPLOY_TEXT.deployFromPost('kaito') });

function renderWorkspace(settings: Partial<TrackerSettings> = {}) {
  const kit = startDeploy(settings);
  kit.connect();
  renderDeploy(
    <DeployWorkspace>
      <main>
        <span data-testid="left-slot">
          <DeployButton post={post} side="left" />
        </span>
        <span data-testid="right-slot">
          <DeployButton post={post} side="right" />
        </span>
      </main>
    </DeployWorkspace>,
    kit,
  );
  return { ...kit, user: userEvent.setup() };
}

// The form's code loads on demand (preloaded when idle in the app); here it is loaded first.
beforeAll(() => preloadDeployForm());

describe('DeployButton', () => {
  it('sits on the side deployButtonPosition names', () => {
    renderWorkspace({ deployButtonPosition: 'left' });
    expect(within(screen.getByTestId('left-slot')).getByRole('button')).toBe(deployButton());
    expect(within(screen.getByTestId('right-slot')).queryByRole('button')).toBeNull();
  });

  it('is hidden by disableDeployButton', () => {
    renderWorkspace({ disableDeployButton: true });
    expect(deployButton()).toBeNull();
  });

  it('opens the Token Deploy modal prefilled from the post (deployMode modal)', async () => {
    const { user } = renderWorkspace();
    await user.click(deployButton() as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: DEPLOY_TEXT.title });
    expect((within(dialog).getByLabelText(DEPLOY_TEXT.name) as HTMLInputElement).value).toBe(
      'Moon Cat is here',
    );
    expect((within(dialog).getByLabelText(DEPLOY_TEXT.symbol) as HTMLInputElement).value).toBe(
      'MCIH',
    );
    expect((within(dialog).getByLabelText(DEPLOY_TEXT.twitter) as HTMLInputElement).value).toBe(
      'https://x.com/kaito/status/7',
    );
    expect(within(dialog).getAllByRole('button', { name: /^Image \d$/ })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('docked deploy panel', () => {
  it('docks the form on the left at the stored width, the rest taking 100% less it and 12 px', () => {
    localStorage.setItem('persistentPanelWidth', '40');
    renderWorkspace({ deployMode: 'panel' });
    const panel = screen.getByRole('complementary', { name: DEPLOY_TEXT.title });
    expect(panel.style.width).toBe('40%');
    // calc(100% - 40% - 12px), as the browser's style object simplifies it
    const rest = document.querySelector<HTMLElement>('.deploy-rest');
    expect(rest?.style.width).toBe('calc(60% - 12px)');
    expect(within(panel).getByLabelText(DEPLOY_TEXT.autoFillOnCopy)).toBeTruthy();
  });

  it('fills the docked form on Deploy, without a modal', async () => {
    const { user } = renderWorkspace({ deployMode: 'panel' });
    await user.click(deployButton() as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText(DEPLOY_TEXT.name) as HTMLInputElement).value).toBe(
      'Moon Cat is here',
    );
  });

  it('resizes with the arrow keys on its edge, clamped to 20-50 % and stored', () => {
    localStorage.setItem('persistentPanelWidth', '49');
    renderWorkspace({ deployMode: 'panel' });
    const edge = screen.getByRole('separator', { name: DEPLOY_TEXT.resizePanel });
    act(() => {
      fireEvent.keyDown(edge, { key: 'ArrowRight' });
    });
    act(() => {
      fireEvent.keyDown(edge, { key: 'ArrowRight' });
    });
    expect(edge.getAttribute('aria-valuenow')).toBe('50');
    expect(localStorage.getItem('persistentPanelWidth')).toBe('50');
  });
});

describe('docked deploy panel sides', () => {
  /** The workspace's parts in document order: panel, edge and the rest (feed and chat). */
  const order = () =>
    Array.from(document.querySelector('.deploy-workspace')?.children ?? [], (part) =>
      part.matches('aside') ? 'panel' : part.getAttribute('role') === 'separator' ? 'edge' : 'rest',
    ).filter((part, index, parts) => parts.indexOf(part) === index);

  it('docks on the left by default, and on the left for a corrupt stored side', () => {
    localStorage.setItem(
      TRACKER_SETTINGS_KEY,
      JSON.stringify({ deployMode: 'panel', deployPanelSide: 'top' }),
    );
    renderWorkspace();
    expect(order()).toEqual(['panel', 'edge', 'rest']);
  });

  it('docks on the right after the feed and chat, with the same width and rest', () => {
    localStorage.setItem('persistentPanelWidth', '40');
    renderWorkspace({ deployMode: 'panel', deployPanelSide: 'right' });
    expect(order()).toEqual(['rest', 'edge', 'panel']);
    const panel = screen.getByRole('complementary', { name: DEPLOY_TEXT.title });
    expect(panel.style.width).toBe('40%');
    expect(document.querySelector<HTMLElement>('.deploy-rest')?.style.width).toBe(
      'calc(60% - 12px)',
    );
  });

  it('widens a right-hand panel with the left arrow, its edge moving left', () => {
    localStorage.setItem('persistentPanelWidth', '30');
    renderWorkspace({ deployMode: 'panel', deployPanelSide: 'right' });
    const edge = screen.getByRole('separator', { name: DEPLOY_TEXT.resizePanel });
    act(() => {
      fireEvent.keyDown(edge, { key: 'ArrowLeft' });
    });
    expect(edge.getAttribute('aria-valuenow')).toBe('31');
    act(() => {
      fireEvent.keyDown(edge, { key: 'ArrowRight' });
    });
    act(() => {
      fireEvent.keyDown(edge, { key: 'ArrowRight' });
    });
    expect(localStorage.getItem('persistentPanelWidth')).toBe('29');
  });

  it('moves to the side another window picks, keeping the form', async () => {
    const { user } = renderWorkspace({ deployMode: 'panel' });
    await user.click(deployButton() as HTMLElement);
    const stored = JSON.parse(localStorage.getItem(TRACKER_SETTINGS_KEY) ?? '{}');
    const changed = JSON.stringify({ ...stored, deployPanelSide: 'right' });
    localStorage.setItem(TRACKER_SETTINGS_KEY, changed);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: TRACKER_SETTINGS_KEY, newValue: changed }),
      );
    });
    expect(order()).toEqual(['rest', 'edge', 'panel']);
    expect((screen.getByLabelText(DEPLOY_TEXT.name) as HTMLInputElement).value).toBe(
      'Moon Cat is here',
    );
  });
});
