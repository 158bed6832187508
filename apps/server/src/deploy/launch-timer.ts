import type { LaunchStage } from './launcher.ts';

/** Milliseconds from a request's arrival to the first time each stage was reached. */
export type LaunchTimings = Partial<Record<LaunchStage, number>>;

/** Records stage times against the request's arrival (performance.now clock). */
export function launchTimer(arrivedAt: number, now: () => number = () => performance.now()) {
  const timings: LaunchTimings = {};
  return {
    /** Records the stage (now, or at `at` on the same clock); answers its time when this was the first time. */
    mark: (stage: LaunchStage, at?: number): number | undefined => {
      // A multi-deploy reaches each stage once per mint: the first one counts.
      if (timings[stage] !== undefined) return undefined;
      const ms = Math.max(0, Math.round(((at ?? now()) - arrivedAt) * 1000) / 1000);
      timings[stage] = ms;
      return ms;
    },
    snapshot: (): Record<string, number> => ({ ...timings }),
  };
}

export type LaunchTimer = ReturnType<typeof launchTimer>;
