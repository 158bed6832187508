import { useId } from 'react';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { useLatency } from './context.tsx';
import { formatSpan } from './format-age.ts';
import { LatencyPanel } from './LatencyPanel.tsx';
import { LATENCY_TEXT } from './strings.ts';

/**
 * Issue 17 live numbers, in the feed view's header, named Delivery latency (issue 50): '⚡ 41 ms p50 ·
 * 130 ms p99' of published →
 * this screen over the last 100 live posts, '—' before the first. Its numbers change at most a
 * few times a second (the controller throttles them). A click or Enter opens the per-source
 * table; Escape, a click outside or the button again closes it, focus back on the button.
 */
export function LatencyReadout() {
  const overall = useLatency((s) => s.summary.overall);
  const { open, toggle, root, button } = useDisclosure();
  const panelId = useId();

  const numbers = overall
    ? `${formatSpan(overall.p50)} p50 · ${formatSpan(overall.p99)} p99`
    : LATENCY_TEXT.readoutEmpty;
  return (
    <div className="latency-readout" ref={root}>
      <button
        ref={button}
        type="button"
        className="latency-readout-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${LATENCY_TEXT.readoutName}: ${numbers}`}
        title={LATENCY_TEXT.readoutHint}
        onClick={toggle}
      >
        <span aria-hidden="true">⚡</span>
        <span className="latency-readout-numbers">{numbers}</span>
      </button>
      {open ? <LatencyPanel id={panelId} /> : null}
    </div>
  );
}
