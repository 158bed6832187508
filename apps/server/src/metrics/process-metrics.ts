import { collectDefaultMetrics, Registry } from 'prom-client';

let processMetrics: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop lag, GC, handles), prefixed `launchdeck_`,
 * in a registry made once per process and shared by every app in it. collectDefaultMetrics
 * starts an event-loop delay monitor and a GC observer that nothing can stop, so one per app
 * would pile up in a process that builds many (the tests); and these describe the process anyway.
 */
export function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: 'launchdeck_' });
  }
  return processMetrics;
}
