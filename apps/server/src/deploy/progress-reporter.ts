import type { LaunchProgressPayload, LaunchStage } from '@launchdeck/protocol';
import type { RealtimeSocket } from '../realtime/types.ts';

/**
 * `launch_progress` for one launch, sent after the step that reached the stage rather than during
 * it: a socket write costs a few tenths of a millisecond, which would otherwise sit between the
 * click and the platform's send. Stages go out in the order they were reached, in one batch per
 * turn of the event loop.
 */
export function progressReporter(
  socket: RealtimeSocket,
  requestId: string,
): (stage: LaunchStage, ms: number) => void {
  let queued: LaunchProgressPayload[] = [];
  const flush = () => {
    const batch = queued;
    queued = [];
    for (const progress of batch) socket.emit('launch_progress', progress);
  };
  return (stage, ms) => {
    if (queued.length === 0) setImmediate(flush);
    queued.push({ request_id: requestId, stage, ms });
  };
}
