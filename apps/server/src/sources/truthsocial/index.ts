import { z } from 'zod';
import { type ConnectorDeps, parseEnv } from '../connector-kit.ts';
import { TRUTHSOCIAL_DEFAULTS, TruthSocialSource } from './truth-social-source.ts';

export { htmlToText } from './html-text.ts';
export { mapStatus, truthPostId } from './map-status.ts';
export {
  TRUTHSOCIAL_DEFAULTS,
  type TruthSocialOptions,
  TruthSocialSource,
} from './truth-social-source.ts';

const TruthEnv = z.object({
  TRUTHSOCIAL_ENABLED: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false'], { error: "TRUTHSOCIAL_ENABLED must be 'true' or 'false'" }))
    .optional(),
  TRUTHSOCIAL_API_BASE: z
    .url({ protocol: /^https?$/, error: 'TRUTHSOCIAL_API_BASE must be an http(s) URL' })
    .default(TRUTHSOCIAL_DEFAULTS.baseUrl),
  TRUTHSOCIAL_TOKEN: z.string().trim().min(1).optional(),
  TRUTHSOCIAL_POLL_SECONDS: z.coerce
    .number({ error: 'TRUTHSOCIAL_POLL_SECONDS must be a number' })
    .min(1, 'TRUTHSOCIAL_POLL_SECONDS must be at least 1')
    .max(3600, 'TRUTHSOCIAL_POLL_SECONDS must be at most 3600')
    .default(TRUTHSOCIAL_DEFAULTS.pollMs / 1000),
});

/**
 * Truth Social when TRUTHSOCIAL_ENABLED=true, or when a token is set and TRUTHSOCIAL_ENABLED is
 * not 'false'. A bad value stops the start with a clear message.
 */
export function fromEnv(
  env: Record<string, string | undefined>,
  deps: ConnectorDeps,
): TruthSocialSource | undefined {
  const e = parseEnv(TruthEnv, env);
  const enabled =
    e.TRUTHSOCIAL_ENABLED === 'true' ||
    (!!e.TRUTHSOCIAL_TOKEN && e.TRUTHSOCIAL_ENABLED !== 'false');
  if (!enabled) return undefined;
  return new TruthSocialSource({
    ...deps,
    baseUrl: e.TRUTHSOCIAL_API_BASE,
    token: e.TRUTHSOCIAL_TOKEN,
    pollMs: e.TRUTHSOCIAL_POLL_SECONDS * 1000,
  });
}
