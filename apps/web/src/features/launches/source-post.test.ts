import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { LAUNCHES_TEXT } from './launches-text.ts';
import { launchSourceText, sourceCardPost, triggerText } from './source-post.ts';

const SOURCE = { id: 'post-frog', handle: 'degenkaito', text: 'The Frog King has arrived' };

describe('sourceCardPost', () => {
  it("shows the feed's own copy while the feed holds it", () => {
    const inFeed = makePost({ id: 'post-frog' });
    expect(sourceCardPost(SOURCE, 0, inFeed)).toBe(inFeed);
  });

  it('else makes the card from what the launch kept, dated at the launch', () => {
    const post = sourceCardPost(SOURCE, Date.UTC(2026, 0, 2), null);
    expect(post).toMatchObject({
      id: 'post-frog',
      text: 'The Frog King has arrived',
      author: { handle: 'degenkaito' },
      createdAt: '2026-01-02T00:00:00.000Z',
    });
  });
});

describe('launchSourceText (issue 50)', () => {
  it('names the hotkey, its preset and the post it launched from', () => {
    const trigger = { kind: 'hotkey', keybind: 'Ctrl+Z', preset: 'Coinify' } as const;
    expect(launchSourceText({ trigger, sourcePost: SOURCE })).toBe(
      "Hotkey Ctrl+Z · Coinify · @degenkaito's post",
    );
    expect(
      launchSourceText({ trigger: { kind: 'hotkey', keybind: 'Ctrl+X' }, sourcePost: SOURCE }),
    ).toBe("Hotkey Ctrl+X · @degenkaito's post");
    expect(launchSourceText({ trigger })).toBe('Hotkey Ctrl+Z · Coinify');
  });

  it('names the auto-launch rule and the post it fired on (issue 53)', () => {
    const trigger = { kind: 'rule', ruleId: 'al_00000001', rule: 'Elon coins' } as const;
    expect(triggerText(trigger)).toBe('Rule: Elon coins');
    expect(launchSourceText({ trigger, sourcePost: SOURCE })).toBe(
      "Rule: Elon coins · @degenkaito's post",
    );
  });

  it('a click on a post names its author; a form filled by hand says so', () => {
    expect(launchSourceText({ sourcePost: SOURCE })).toBe('@degenkaito');
    expect(launchSourceText({})).toBe(LAUNCHES_TEXT.noSourcePost);
  });
});
