import { useLayoutEffect, useRef } from 'react';
import { useTrackerSettings } from '../settings/index.ts';
import { useLatency, useLatencyController } from './context.tsx';
import type { TimedPost } from './controller.ts';
import { ageLabel, ageText, isLive } from './format-age.ts';
import { AGE_TIP_ID } from './post-age-element.ts';
import type { AgeReading } from './reading.ts';

/**
 * Writes a reading straight into the age: no React state, so measuring 20 cards a second
 * re-renders nothing. The numbers a test or a trader's tools may read are data-* attributes; the
 * legs are formatted only when the tooltip opens (AgeTooltip).
 */
function writeAge(age: HTMLElement, reading: AgeReading): void {
  const live = isLive(reading);
  age.textContent = ageText(reading);
  age.setAttribute('aria-label', ageLabel(reading));
  age.dataset.arrival = reading.arrival;
  age.dataset.live = String(live);
  age.dataset.ageMs = String(reading.total);
  // Published → painted, the leg the speed readout's percentiles are made of.
  age.dataset.toScreenMs = String(reading.toScreen);
  if (reading.clock) {
    age.dataset.offsetMs = String(reading.clock.offset);
    age.dataset.errorMs = String(reading.clock.error);
  }
}

type Props = {
  post: TimedPost;
  /** The platform label the readout counts the post under ('X', 'Bluesky', ...). */
  source: string;
};

/**
 * Issue 17: the card's age ('312 ms', '4.1 s'), measured as the card is committed, as the
 * server's clock now minus the platform's time. The feed commits new cards inside the animation
 * frame that paints them (useFeedEntries), so this is the time of that frame, and writing the age
 * costs no frame of its own. It is kept per post, so a re-render, a move or an update shows the
 * first age again. The feed's one tooltip (AgeTooltip) splits it into its legs. Loaded and
 * replayed posts show their age too, their tooltip says they are not live. A card painted before
 * the clock synced reads '—' until it does, then its age at that paint (the controller applies the
 * offset to it). A post without timing shows nothing. With showPostAge off nothing is shown, but
 * the age is still measured for the readout.
 */
export function PostAge({ post, source }: Props) {
  const latency = useLatencyController();
  const shown = useTrackerSettings((s) => s.showPostAge);
  const synced = useLatency((s) => s.clock !== null);
  const age = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first offset (synced) re-reads a card painted before it
  useLayoutEffect(() => {
    if (!post.timing) return;
    const reading = latency.reading(post.id) ?? latency.measure(post, source);
    if (shown && reading && age.current) writeAge(age.current, reading);
  }, [latency, post, source, shown, synced]);

  if (!shown || !post.timing) return null;
  return (
    <button
      ref={age}
      type="button"
      className="post-age"
      data-testid="post-age"
      aria-describedby={AGE_TIP_ID}
    />
  );
}
