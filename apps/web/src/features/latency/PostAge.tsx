import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import { useTrackerSettings } from '../settings/index.ts';
import { useLatencyController } from './context.tsx';
import type { TimedPost } from './controller.ts';
import { ageLines, ageText, isLive } from './format-age.ts';
import type { AgeReading } from './reading.ts';
import { LATENCY_TEXT } from './strings.ts';
import { hideTip, showTip, toggleTip } from './tooltip.ts';

/**
 * Writes a reading straight into the age and its tooltip: no React state, so measuring 20 cards a
 * second re-renders nothing. The numbers are also on the element as data-* attributes.
 */
function writeAge(age: HTMLElement, tip: HTMLElement, reading: AgeReading): void {
  const text = ageText(reading);
  const live = isLive(reading);
  age.textContent = text;
  age.setAttribute('aria-label', live ? `${LATENCY_TEXT.ageLabel} ${text}` : text);
  const data: Record<string, string | number | boolean | undefined> = {
    arrival: reading.arrival,
    live,
    uncertain: reading.uncertain,
    ageMs: reading.total,
    toConnectorMs: reading.toConnector,
    toPublishedMs: reading.toPublished,
    toScreenMs: reading.toScreen,
    paintedAt: reading.paintedAt,
    offsetMs: reading.clock?.offset,
    errorMs: reading.clock?.error,
  };
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) delete age.dataset[key];
    else age.dataset[key] = String(value);
  }
  tip.replaceChildren(
    ...ageLines(reading).map((line) => {
      const row = document.createElement('span');
      row.className = 'post-age-line';
      row.textContent = line;
      return row;
    }),
  );
}

type Props = {
  post: TimedPost;
  /** The platform label the readout counts the post under ('X', 'Bluesky', ...). */
  source: string;
};

/**
 * Issue 17: the card's age ('312 ms', '4.1 s'), measured in the frame that first paints the card
 * (a requestAnimationFrame after mount) as the server's clock now minus the platform's time, and
 * kept per post, so a re-render, a move or an update shows the first age again. The tooltip
 * splits it into its legs. Loaded and replayed posts say 'not live'; a post without timing shows
 * nothing. With showPostAge off nothing is shown, but the age is still measured for the readout.
 */
export function PostAge({ post, source }: Props) {
  const latency = useLatencyController();
  const shown = useTrackerSettings((s) => s.showPostAge);
  const age = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const tipId = useId();

  useLayoutEffect(() => {
    if (!post.timing) return;
    const write = (reading: AgeReading | undefined) => {
      if (shown && reading && age.current && tip.current)
        writeAge(age.current, tip.current, reading);
    };
    const known = latency.reading(post.id);
    if (known) {
      write(known);
      return;
    }
    const frame = requestAnimationFrame(() => write(latency.measure(post, source)));
    return () => cancelAnimationFrame(frame);
  }, [latency, post, source, shown]);

  if (!shown || !post.timing) return null;
  const show = () => age.current && tip.current && showTip(age.current, tip.current);
  const hide = () => tip.current && hideTip(tip.current);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };
  return (
    <>
      <button
        ref={age}
        type="button"
        className="post-age"
        data-testid="post-age"
        aria-describedby={tipId}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={onKeyDown}
        onClick={() => age.current && tip.current && toggleTip(age.current, tip.current)}
      />
      <span ref={tip} id={tipId} role="tooltip" popover="manual" className="post-age-tip" />
    </>
  );
}
