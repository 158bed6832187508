import type { WebhookCreated } from '@launchdeck/protocol';
import { useEffect, useId, useRef } from 'react';
import { CopyTextButton } from '../../lib/CopyTextButton.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = { webhook: WebhookCreated; onDone: () => void };

/**
 * A new webhook's signing secret (`whsec_…`), shown this once: the server never answers it again.
 * Its heading takes the focus, so the trader (and a screen reader) lands on it after adding.
 */
export function WebhookSecret({ webhook, onDone }: Props) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="alerts-secret" aria-labelledby={titleId}>
      <h4 id={titleId} ref={heading} tabIndex={-1} className="alerts-secret-title">
        {T.secretTitle}
      </h4>
      <p className="alerts-secret-hint">{T.secretHint(webhook.name)}</p>
      <div className="alerts-secret-row">
        <code className="ds-mono ds-inset alerts-secret-value" data-testid="webhook-secret">
          {webhook.secret}
        </code>
        <CopyTextButton
          text={webhook.secret}
          label={T.copySecret}
          said={{ copied: T.copied, failed: T.copyFailed }}
          className="btn btn-secondary ds-small"
        />
      </div>
      <div className="alerts-actions">
        <button type="button" className="btn btn-primary ds-small" onClick={onDone}>
          {T.secretDone}
        </button>
      </div>
    </section>
  );
}
