import { useLayoutEffect, useRef } from 'react';
import { useTrackerSettings } from '../settings/index.ts';
import { useLatency, useLatencyController } from './context.tsx';
import type { TimedPost } from './controller.ts';
import { isLive } from './format-age.ts';
import { AGE_TIP_ID } from './post-age-element.ts';
import type { AgeReading } from './reading.ts';

/**
 * Writes a post's delivery latency as data-* attributes, the numbers a test or a trader's tools may
 * read; no React state, so measuring 20 cards a second re-renders nothing. The tooltip
 * (AgeTooltip) formats them only when it opens.
 */
function writeLatency(age: HTMLElement, reading: AgeReading): void {
  age.dataset.arrival = reading.arrival;
  age.dataset.live = String(isLive(reading));
  // Platform → painted, on the server's clock: the delivery latency.
  age.dataset.latencyMs = String(reading.total);
  // Published → painted, the leg the header's latency percentiles are made of.
  age.dataset.toScreenMs = String(reading.toScreen);
  age.dataset.postedAt = String(reading.madeAt);
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
 * The card's age (issue 50): how long ago the post was made, 'now', '12s', '3m', '2h', then its
 * day, kept up to date by the latency controller's one ticker for the whole feed (no timer and no
 * re-render per card: the ticker writes the text node). Its aria-label says it in words ('Posted
 * 12 seconds ago').
 *
 * The delivery latency (issue 17: platform → this screen) is measured as the card is committed, in
 * the animation frame that paints it (useFeedEntries), on the server's clock; it is kept per post,
 * so a re-render, a move or an update keeps the first reading. The feed's one tooltip
 * (AgeTooltip) tells it with its legs, and the header's readout its percentiles. A card painted
 * before the clock synced counts its age on this browser's clock until the first offset, then on
 * the server's. A post without timing shows nothing. With showPostAge off nothing is shown, but the
 * latency is still measured for the readout.
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
    const element = age.current;
    if (!shown || !reading || !element) return;
    writeLatency(element, reading);
    return latency.ages.track(element, reading.postedAt, reading.madeAt);
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
