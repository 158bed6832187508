import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RuleButtons } from './RuleButtons.tsx';
import { RuleListPanel, type RuleListText } from './RuleListPanel.tsx';

const TEXT: RuleListText & Parameters<typeof RuleButtons>[0]['text'] = {
  rulesTitle: 'Rules',
  rulesHint: 'What the rules do.',
  rulesLoading: 'Loading…',
  rulesFailed: 'Could not load the rules.',
  retryLoad: 'Try again',
  noRules: 'No rules yet.',
  addRule: 'Add rule',
  deleteRuleTitle: 'Delete this rule?',
  deleteRuleBody: (name) => `${name} goes.`,
  deleteRule: 'Delete',
  toggleFailed: 'Could not change the rule.',
  deleteFailed: 'Could not delete the rule.',
  on: 'On',
  off: 'Off',
  editRule: 'Edit',
  enabledLabel: (name) => `${name} on`,
  editRuleLabel: (name) => `Edit ${name}`,
  deleteRuleLabel: (name) => `Delete ${name}`,
};
type Rule = { id: string; name: string; enabled: boolean };
const FROGS: Rule = { id: 'r1', name: 'Frogs', enabled: true };

function renderPanel(over: Partial<Parameters<typeof RuleListPanel<Rule>>[0]> = {}) {
  const props = {
    prefix: 'x',
    text: TEXT,
    list: { isPending: false, isError: false, isSuccess: true, rules: [FROGS] },
    sessionId: 'session',
    refresh: vi.fn(async () => undefined),
    row: (rule: Rule, buttons: Parameters<Parameters<typeof RuleListPanel<Rule>>[0]['row']>[1]) => (
      <li>
        {rule.name}
        <RuleButtons prefix="x" text={TEXT} rule={rule} {...buttons} />
      </li>
    ),
    form: (rule: Rule | undefined) => <p>form for {rule?.name ?? 'a new rule'}</p>,
    setEnabled: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    failureText: (_failure: unknown, fallback: string) => fallback,
    ...over,
  };
  render(<RuleListPanel<Rule> {...props} />);
  return props;
}

describe('RuleListPanel', () => {
  it('says a failed switch in the feature’s words and leaves the rule as it was', async () => {
    const props = renderPanel({ setEnabled: vi.fn(async () => Promise.reject(new Error('down'))) });
    await userEvent.click(screen.getByRole('switch', { name: 'Frogs on' }));
    expect(props.setEnabled).toHaveBeenCalledWith(FROGS, false);
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.toggleFailed);
    expect(props.refresh).not.toHaveBeenCalled();
  });

  it('lets the feature take a switch (auto-launch asks for a code) and sends nothing itself', async () => {
    const takeToggle = vi.fn(() => true);
    const props = renderPanel({ takeToggle });
    await userEvent.click(screen.getByRole('switch', { name: 'Frogs on' }));
    expect(takeToggle).toHaveBeenCalledWith(FROGS, false);
    expect(props.setEnabled).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation, then tells the feature', async () => {
    const onRemoved = vi.fn();
    const props = renderPanel({ onRemoved });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Frogs' }));
    expect(props.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: TEXT.deleteRule }));
    expect(props.remove).toHaveBeenCalledWith(FROGS);
    expect(props.refresh).toHaveBeenCalled();
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('opens the form in a rule’s place, and a new one under the list, one at a time', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Frogs' }));
    expect(screen.getByText('form for Frogs')).toBeTruthy();
    expect((screen.getByRole('button', { name: TEXT.addRule }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers Try again when the list failed to load', async () => {
    const props = renderPanel({
      list: { isPending: false, isError: true, isSuccess: false, rules: [] },
    });
    expect(screen.getByRole('alert').textContent).toContain(TEXT.rulesFailed);
    await userEvent.click(screen.getByRole('button', { name: TEXT.retryLoad }));
    expect(props.refresh).toHaveBeenCalledTimes(1);
  });
});
