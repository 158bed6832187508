import { z } from 'zod';
import { type ConnectorDeps, parseEnv } from '../connector-kit.ts';
import { BLUESKY_DEFAULTS, BlueskyJetstreamSource } from './jetstream-source.ts';

export {
  BLUESKY_DEFAULTS,
  BlueskyJetstreamSource,
  type BlueskyOptions,
} from './jetstream-source.ts';
export { type Identity, mapJetstreamEvent } from './map-event.ts';
export { bskyPostId } from './post-ids.ts';

const BlueskyEnv = z.object({
  BLUESKY_ENABLED: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false'], { error: "BLUESKY_ENABLED must be 'true' or 'false'" }))
    .default('false'),
  BLUESKY_JETSTREAM_URL: z
    .url({ protocol: /^wss?$/, error: 'BLUESKY_JETSTREAM_URL must be a ws(s) URL' })
    .default(BLUESKY_DEFAULTS.jetstreamUrl),
  BLUESKY_APPVIEW_URL: z
    .url({ protocol: /^https?$/, error: 'BLUESKY_APPVIEW_URL must be an http(s) URL' })
    .default(BLUESKY_DEFAULTS.appviewUrl),
});

/** The Bluesky Jetstream connector when BLUESKY_ENABLED=true; a bad value stops the start. */
export function fromEnv(
  env: Record<string, string | undefined>,
  deps: ConnectorDeps,
): BlueskyJetstreamSource | undefined {
  const e = parseEnv(BlueskyEnv, env);
  if (e.BLUESKY_ENABLED !== 'true') return undefined;
  return new BlueskyJetstreamSource({
    ...deps,
    jetstreamUrl: e.BLUESKY_JETSTREAM_URL,
    appviewUrl: e.BLUESKY_APPVIEW_URL,
  });
}
