import type { DeployMode } from '@launchdeck/protocol';
import type { Launcher, PreparedLaunch } from '../../apps/server/src/deploy/launcher.ts';
import type { Launchers } from '../../apps/server/src/deploy/launchers.ts';

/**
 * The launchers as the server gets them, each `prepare` watched: how many have run, and a promise
 * for the next one to finish, so the bench clicks only once a `prepare_launch`'s speculation is
 * ready (as a trader whose form has been open a moment would).
 */
export function watchPrepares(launchers: Launchers) {
  let count = 0;
  let waiting: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const watched = (launcher: Launcher): Launcher => ({
    mode: launcher.mode,
    chain: launcher.chain,
    simulated: launcher.simulated,
    validate: (request) => launcher.validate(request),
    prepare: async (request, wallet, context): Promise<PreparedLaunch> => {
      try {
        const prepared = await launcher.prepare(request, wallet, context);
        count++;
        waiting?.resolve();
        return prepared;
      } catch (error) {
        waiting?.reject(error);
        throw error;
      }
    },
    submit: (prepared, signer, context) => launcher.submit(prepared, signer, context),
    confirm: (submitted, context) => launcher.confirm(submitted, context),
  });
  const modes = Object.keys(launchers) as DeployMode[];
  return {
    launchers: Object.fromEntries(modes.map((m) => [m, watched(launchers[m])])) as Launchers,
    /** Prepares finished so far (speculations and clicks alike). */
    count: () => count,
    /** Resolves when the next prepare finishes; rejects when it fails or `timeoutMs` passes. */
    next: (timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no prepare finished in time')), timeoutMs);
        const settle = () => {
          clearTimeout(timer);
          waiting = undefined;
        };
        waiting = {
          resolve: () => {
            settle();
            resolve();
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        };
      }),
  };
}
