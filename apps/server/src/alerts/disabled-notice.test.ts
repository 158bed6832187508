import { AccountNoticePayload } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { disabledNotice } from './disabled-notice.ts';

describe('disabledNotice', () => {
  it('names the channel, says why and where to look', () => {
    expect(
      disabledNotice(
        { kind: 'telegram', name: 'Desk' },
        'Telegram refused it for good (HTTP 403: Forbidden: bot was blocked by the user).',
      ),
    ).toBe(
      'Alerts stopped going to your Telegram chat “Desk”: Telegram refused it for good (HTTP 403: Forbidden: bot was blocked by the user). See Settings → Alerts.',
    );
  });

  it('keeps a long reason within account_notice’s limit, cut at a whole emoji', () => {
    const notice = disabledNotice(
      { kind: 'discord', name: 'Room' },
      `${'x'.repeat(420)}${'👩‍👩‍👧'.repeat(40)}`,
    );
    expect(notice.length).toBeLessThanOrEqual(500);
    expect(AccountNoticePayload.safeParse({ message: notice, at: 0 }).success).toBe(true);
    expect(notice).toMatch(/(👩‍👩‍👧)*… See Settings → Alerts\.$/);
    expect(notice.endsWith('See Settings → Alerts.')).toBe(true);
  });
});
