import type { LaunchStage } from './launcher.ts';

/** Milliseconds from a request's arrival to the first time each stage was reached. */
export type LaunchTimings = Partial<Record<LaunchStage, number>>;

/** Records stage times against the request's arrival (performance.now clock). */
export function launchTimer(arrivedAt: number, now: () => number = () => performance.now()) {
  const timings: LaunchTimings = {};
  return {
    mark: (stage: LaunchStage) => {
      // A multi-deploy reaches each stage once per mint: the first one counts.
      timings[stage] ??= Math.round((now() - arrivedAt) * 1000) / 1000;
    },
    snapshot: (): Record<string, number> => ({ ...timings }),
  };
}

export type LaunchTimer = ReturnType<typeof launchTimer>;
