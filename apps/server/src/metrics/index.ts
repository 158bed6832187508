import type { Core, ModuleHooks } from '../module.ts';
import { PipelineMetrics } from './pipeline-metrics.ts';
import { registerMetricsRoute } from './routes.ts';
import { socketCounts } from './socket-counts.ts';

/** The operator's /metrics (Prometheus): the feed pipeline, sockets, launches, sources. */
export function createMetricsModule(core: Core) {
  const pipeline = new PipelineMetrics(socketCounts(core.io));
  const hooks: ModuleHooks = {
    registerRoutes: (http) =>
      registerMetricsRoute(http, { registry: pipeline.registry, token: core.config.metricsToken }),
  };
  return { pipeline, hooks };
}
