// Server configuration, read from the environment and validated once at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultManifestUrl, manifestVariable, REMOTES, type RemoteName } from '@moneta/shared/contract';

/** The host's and each remote's dev server (pnpm dev). */
const DEV_PORTS = [3000, ...REMOTES.map((remote) => remote.devPort)];
const DEFAULT_ORIGINS = ['http://localhost:8080', ...DEV_PORTS.map((port) => `http://localhost:${port}`)];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const JWT_SECRET_FILE = 'jwt-secret';
const JWT_SECRET_BYTES = 48;

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), 'must be true or false')
  .transform((value) => ['true', '1', 'yes'].includes(value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const origin = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value.replace(/\/$/, ''), {
    message: 'must be a comma-separated list of origins such as https://app.example.com',
  })
  .transform((value) => new URL(value).origin);

/** A manifest URL: absolute (another origin) or a path on this origin. */
const manifestUrl = optionalText.pipe(
  z
    .string()
    .refine((value) => value.startsWith('/') || URL.canParse(value), 'must be an absolute URL or a path')
    .optional(),
);

const environmentSchema = z.object({
  NODE_ENV: optionalText,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(1).default('Moneta <no-reply@moneta.example>'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  APP_ORIGINS: optionalText.pipe(
    z
      .string()
      .transform((value) => value.split(',').filter((item) => item.trim() !== ''))
      .pipe(z.array(origin).min(1))
      .optional(),
  ),
  COOKIE_SECURE: optionalText.pipe(booleanText.optional()),
  TRUST_PROXY: optionalText.pipe(booleanText.optional()),
  SUPPORT_EMAIL: z.email().default('support@moneta.example'),
  RATE_LIMIT_MAX: positiveInt(10),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  // setInterval's longest delay (about 24.8 days); longer ones would fire at once.
  RECURRING_INTERVAL_MS: positiveInt(3_600_000).pipe(z.number().max(2_147_483_647)),
  STATIC_ROOT: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

/** REMOTE_AUTH_URL and the like: one per remote of the registry. */
const remoteVariablesSchema = z.object(
  Object.fromEntries(REMOTES.map((remote) => [manifestVariable(remote), manifestUrl])),
);

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: Uint8Array;
  appOrigins: string[];
  cookieSecure: boolean;
  supportEmail: string;
  rateLimit: { max: number; windowMs: number };
  /** How often due recurring occurrences are created (besides at start and when a rule is saved). */
  recurringIntervalMs: number;
  staticRoot: string;
  migrationsFolder: string;
  trustProxy: boolean;
  remotes: Record<RemoteName, string>;
  logLevel: (typeof LOG_LEVELS)[number];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ConfigPaths {
  /** The api/ package folder: it holds drizzle/ (the migrations); its parent holds host/dist, remote-x/dist. */
  apiRoot: string;
}

/** Reads DATA_DIR/jwt-secret, creating it with 48 random bytes the first time, so restarts keep sessions. */
function persistedSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (stored.length >= 32) return new Uint8Array(stored);
  }
  const secret = randomBytes(JWT_SECRET_BYTES);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return new Uint8Array(secret);
}

/** Validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, paths: ConfigPaths): Config {
  const parsed = environmentSchema.safeParse(env);
  const remoteVariables = remoteVariablesSchema.safeParse(env);
  if (!parsed.success || !remoteVariables.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(remoteVariables.error?.issues ?? [])];
    const lines = issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const dataDir = resolve(values.DATA_DIR);
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      remoteVariables.data[manifestVariable(remote)] ?? defaultManifestUrl(remote),
    ]),
  ) as Record<RemoteName, string>;
  return {
    production,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    jwtSecret: values.JWT_SECRET ? new TextEncoder().encode(values.JWT_SECRET) : persistedSecret(dataDir),
    appOrigins: values.APP_ORIGINS ?? DEFAULT_ORIGINS,
    cookieSecure: values.COOKIE_SECURE ?? production,
    supportEmail: values.SUPPORT_EMAIL,
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MS },
    recurringIntervalMs: values.RECURRING_INTERVAL_MS,
    staticRoot: resolve(values.STATIC_ROOT ?? dirname(resolve(paths.apiRoot))),
    migrationsFolder: join(resolve(paths.apiRoot), 'drizzle'),
    trustProxy: values.TRUST_PROXY ?? false,
    remotes,
    logLevel: values.LOG_LEVEL,
  };
}
