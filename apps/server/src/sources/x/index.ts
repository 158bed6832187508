import { z } from 'zod';
import { type ConnectorDeps, parseEnv } from '../connector-kit.ts';
import { X_DEFAULTS, XFilteredStreamSource } from './filtered-stream.ts';
import { DEFAULT_RULE_MAX_LENGTH } from './stream-rules.ts';

export type { ConnectorDeps } from '../connector-kit.ts';
export {
  X_DEFAULTS,
  type XFilteredStreamOptions,
  XFilteredStreamSource,
} from './filtered-stream.ts';
export { mapStreamMessage, xPostId } from './map-tweet.ts';

const XEnv = z.object({
  X_BEARER_TOKEN: z.string().trim().min(1).optional(),
  X_API_BASE: z
    .url({ error: 'X_API_BASE must be an http(s) URL', protocol: /^https?$/ })
    .default(X_DEFAULTS.baseUrl),
  X_RULE_MAX_LENGTH: z.coerce
    .number({ error: 'X_RULE_MAX_LENGTH must be a number' })
    .int()
    .min(30, 'X_RULE_MAX_LENGTH must be at least 30')
    .default(DEFAULT_RULE_MAX_LENGTH),
});

/** The X filtered stream when X_BEARER_TOKEN is set; a bad value stops the start clearly. */
export function fromEnv(
  env: Record<string, string | undefined>,
  deps: ConnectorDeps,
): XFilteredStreamSource | undefined {
  const e = parseEnv(XEnv, env);
  if (!e.X_BEARER_TOKEN) return undefined;
  return new XFilteredStreamSource({
    ...deps,
    bearerToken: e.X_BEARER_TOKEN,
    baseUrl: e.X_API_BASE,
    ruleMaxLength: e.X_RULE_MAX_LENGTH,
  });
}
