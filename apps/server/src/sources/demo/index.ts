import { z } from 'zod';
import { type DemoReplayOptions, DemoReplaySource } from './replay.ts';

export { DEMO_WATCHED_ACCOUNTS, type DemoWatchedAccount } from './accounts.ts';
export { DEMO_SCENES } from './dataset.ts';
export { DEMO_REPLAY_DEFAULTS, type DemoReplayOptions, DemoReplaySource } from './replay.ts';

const DemoEnv = z.object({
  DEMO_FEED: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['on', 'off'], { error: "DEMO_FEED must be 'on' or 'off'" }))
    .default('on'),
  DEMO_POSTS_PER_MINUTE: z.coerce
    .number({ error: 'DEMO_POSTS_PER_MINUTE must be a number' })
    .positive('DEMO_POSTS_PER_MINUTE must be above 0')
    .max(6000, 'DEMO_POSTS_PER_MINUTE must be at most 6000')
    .optional(),
});

/**
 * The demo replay as the environment asks for it: on unless DEMO_FEED=off, at
 * DEMO_POSTS_PER_MINUTE (default 30). A bad value stops the start with a clear message.
 */
export function fromEnv(
  env: Record<string, string | undefined>,
  options: Omit<DemoReplayOptions, 'postsPerMinute'> = {},
): DemoReplaySource | undefined {
  // As in config.ts: an empty variable counts as unset.
  const set = (value: string | undefined) => (value?.trim() ? value : undefined);
  const parsed = DemoEnv.safeParse({
    DEMO_FEED: set(env.DEMO_FEED),
    DEMO_POSTS_PER_MINUTE: set(env.DEMO_POSTS_PER_MINUTE),
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.DEMO_FEED === 'off') return undefined;
  return new DemoReplaySource({ ...options, postsPerMinute: parsed.data.DEMO_POSTS_PER_MINUTE });
}
