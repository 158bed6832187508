import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().positive();
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const secret = z.string().trim().min(1);

/** Every environment variable the server reads, with its default. The README lists the same. */
const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,32}$/)
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8).max(256).optional(),
  SESSION_TTL_HOURS: positiveInt.default(24),
  REMEMBER_TTL_DAYS: positiveInt.default(30),
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_WINDOW_SECONDS: positiveInt.default(60),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  INGEST_TOKEN: z.string().min(16, 'INGEST_TOKEN must be at least 16 characters').optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // FC §7 translation: DeepL wins when both services are set.
  DEEPL_API_KEY: secret.optional(),
  DEEPL_API_URL: httpUrl.optional(),
  LIBRETRANSLATE_URL: httpUrl.optional(),
  LIBRETRANSLATE_API_KEY: secret.optional(),
});

/** Which translation service answers POST /api/translate, if any. */
export type TranslationConfig =
  | { provider: 'deepl'; apiKey: string; apiUrl: string | undefined }
  | { provider: 'libretranslate'; url: string; apiKey: string | undefined }
  | { provider: 'none' };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  sessionTtlMs: number;
  rememberTtlMs: number;
  loginLimit: { maxFailures: number; windowMs: number };
  trustProxy: boolean;
  ingestToken: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  translation: TranslationConfig;
};

type Env = z.infer<typeof EnvSchema>;

function translationConfig(e: Env): TranslationConfig {
  if (e.DEEPL_API_KEY) {
    return { provider: 'deepl', apiKey: e.DEEPL_API_KEY, apiUrl: e.DEEPL_API_URL };
  }
  if (e.LIBRETRANSLATE_URL) {
    return {
      provider: 'libretranslate',
      url: e.LIBRETRANSLATE_URL,
      apiKey: e.LIBRETRANSLATE_API_KEY,
    };
  }
  return { provider: 'none' };
}

/** Settings that mean nothing alone: refused, so a half-done setup is not silently ignored. */
function orphanSettings(e: Env): string[] {
  const problems: string[] = [];
  if (e.DEEPL_API_URL && !e.DEEPL_API_KEY) {
    problems.push('  DEEPL_API_URL: needs DEEPL_API_KEY');
  }
  if (e.LIBRETRANSLATE_API_KEY && !e.LIBRETRANSLATE_URL) {
    problems.push('  LIBRETRANSLATE_API_KEY: needs LIBRETRANSLATE_URL');
  }
  return problems;
}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const orphans = orphanSettings(e);
  if (orphans.length > 0) throw new Error(`Invalid environment:\n${orphans.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    rememberTtlMs: e.REMEMBER_TTL_DAYS * 86_400_000,
    loginLimit: { maxFailures: e.LOGIN_MAX_FAILURES, windowMs: e.LOGIN_WINDOW_SECONDS * 1000 },
    trustProxy: e.TRUST_PROXY === 'true',
    ingestToken: e.INGEST_TOKEN,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    translation: translationConfig(e),
  };
}
