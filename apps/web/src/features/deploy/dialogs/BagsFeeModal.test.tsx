import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderDeploy,
  samplePrefill,
  startDeploy,
} from '../../../../test/features/deploy/support.tsx';
import { TokenDeployForm } from '../form/TokenDeployForm.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { DeployOutcomes } from '../workspace/DeployWorkspace.tsx';

const handles = ['degenkaito', 'alice', 'bob', 'carol'];

function renderBags() {
  const kit = startDeploy();
  renderDeploy(
    <>
      <TokenDeployForm variant="dock" />
      <DeployOutcomes />
    </>,
    kit,
  );
  act(() => kit.deploy.open(samplePrefill({ authorHandle: 'degenkaito', handles })));
  return { ...kit, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: DEPLOY_TEXT.bagsFeesTitle });
const claimerInput = () => screen.getByLabelText(DEPLOY_TEXT.bagsClaimer) as HTMLInputElement;
const shareSlider = () => screen.getByLabelText(DEPLOY_TEXT.bagsCreatorShare) as HTMLInputElement;

describe('BagsFeeModal', () => {
  it('opens on choosing bags and from the gear, which keeps the platform', async () => {
    const { user, state } = renderBags();
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.bagsFeesGear }));
    expect(dialog()).toBeTruthy();
    expect(state().form.mode).toBe('pump');
    await user.click(within(dialog()).getByRole('button', { name: DEPLOY_TEXT.cancel }));
    await user.click(screen.getByRole('button', { name: 'bags' }));
    expect(dialog()).toBeTruthy();
    expect(state().form.mode).toBe('bags');
  });

  it('says the creator gets everything while no claimer is named', async () => {
    const { user } = renderBags();
    await user.click(screen.getByRole('button', { name: 'bags' }));
    expect(screen.getByText(DEPLOY_TEXT.bagsNoClaimer)).toBeTruthy();
    expect(screen.getByText('You get: 100% of trading fees')).toBeTruthy();
    expect(screen.getByText('@fee_claimer gets: 0%')).toBeTruthy();
    expect(shareSlider().disabled).toBe(true);
  });

  it("drops '@' as typed, splits by the slider (claimer = 100 − creator) and saves", async () => {
    const { user, state } = renderBags();
    await user.click(screen.getByRole('button', { name: 'bags' }));
    await user.type(claimerInput(), '@kaito_fan');
    expect(claimerInput().value).toBe('kaito_fan');
    expect(screen.getByText('You get: 0% of trading fees')).toBeTruthy();
    expect(screen.getByText('@kaito_fan gets: 100%')).toBeTruthy();
    fireEvent.change(shareSlider(), { target: { value: '30' } });
    expect(screen.getByText('You get: 30% of trading fees')).toBeTruthy();
    expect(screen.getByText('@kaito_fan gets: 70%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.bagsSave }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state().form.bags).toEqual({ claimer: 'kaito_fan', creatorShare: 30 });
    // Opened again, it shows what was saved.
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.bagsFeesGear }));
    expect(claimerInput().value).toBe('kaito_fan');
    expect(shareSlider().value).toBe('30');
  });

  it('offers the handles of the post as quick-select, at most 4', async () => {
    const { user, state } = renderBags();
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.bagsFeesGear }));
    const group = screen.getByRole('group', { name: DEPLOY_TEXT.bagsHandlesInPost });
    const offered = within(group).getAllByRole('button');
    expect(offered.map((button) => button.textContent)).toEqual(handles.map((h) => `@${h}`));
    await user.click(within(group).getByRole('button', { name: '@alice' }));
    expect(claimerInput().value).toBe('alice');
    expect(within(group).getByRole('button', { name: '@alice', pressed: true })).toBeTruthy();
    await user.click(claimerInput());
    await user.keyboard('{Enter}'); // Enter in the field saves, as the button does
    expect(state().form.bags.claimer).toBe('alice');
  });

  it('closes without saving on Cancel or Escape', async () => {
    const { user, state } = renderBags();
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.bagsFeesGear }));
    await user.type(claimerInput(), 'someone');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state().form.bags).toEqual({ claimer: '', creatorShare: 0 });
  });

  it('refuses a claimer Bags cannot look up, with the exact sentence', async () => {
    const { user, state } = renderBags();
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.bagsFeesGear }));
    await user.type(claimerInput(), 'a_handle_far_too_long');
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.bagsSave }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(DEPLOY_MESSAGES.bagsClaimerHandle);
    expect(state().form.bags.claimer).toBe('');
  });
});
