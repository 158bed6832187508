import { shortenText } from '@launchdeck/protocol';
import type { ChannelTarget } from './channels-repository.ts';

const KIND: Record<ChannelTarget['kind'], string> = {
  webhook: 'webhook',
  telegram: 'Telegram chat',
  discord: 'Discord webhook',
  push: 'browser',
};

/** account_notice's limit (AccountNoticePayload.message). */
const NOTICE_MAX = 500;

/**
 * What the owner of a channel the server turned off reads in the toast layer: which channel, why,
 * and where to look. Within account_notice's 500 characters (the reason cut at a whole grapheme).
 */
export function disabledNotice(
  target: Pick<ChannelTarget, 'kind' | 'name'>,
  reason: string,
): string {
  const head = `Alerts stopped going to your ${KIND[target.kind]} “${target.name}”: `;
  const tail = ' See Settings → Alerts.';
  return `${head}${shortenText(reason, Math.max(0, NOTICE_MAX - head.length - tail.length), 'utf-16')}${tail}`;
}
