// Server configuration, read from the environment and validated once at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_SUPPORT_EMAIL,
  defaultManifestUrl,
  manifestVariable,
  REMOTES,
  type RemoteName,
} from '@moneta/shared/contract';

/** argon2id's cost of a password hash (auth/passwords.ts): memory in KiB, passes and lanes. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * The cost of every password hash the server makes, m=19456 KiB, t=2, p=1. No variable of the environment
 * changes it, so that no deployment can lower it by mistake; only the tests build a Config with less.
 */
export const PASSWORD_HASHING: Readonly<PasswordHashing> = Object.freeze({
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});

/** Where this server serves the release store's layout: the store's address when RELEASE_BASE_URL names none. */
export const RELEASES_PATH = '/releases';

/** The host's and each remote's dev server (pnpm dev). */
const DEV_PORTS = [3000, ...REMOTES.map((remote) => remote.devPort)];
const DEFAULT_PORT = 8080;
const DEV_ORIGINS = DEV_PORTS.map((port) => `http://localhost:${port}`);
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const JWT_SECRET_FILE = 'jwt-secret';
const JWT_SECRET_BYTES = 48;
const TWO_FACTOR_KEY_FILE = 'two-factor-key';
// Google's endpoints: any OAuth 2.0 provider with a Google-compatible events API can be configured instead.
const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE_CALENDAR_API_URL = 'https://www.googleapis.com/calendar/v3';
const CALENDAR_CALLBACK_PATH = '/api/google/callback';
const TOKEN_KEY_BYTES = 32;

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
// setInterval's longest delay (about 24.8 days); longer ones would fire at once.
const intervalMs = (fallback: number) => positiveInt(fallback).pipe(z.number().max(2_147_483_647));

const httpUrl = z
  .string()
  .trim()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  );

/** An AES-256 key: 64 hex digits or base64 (either alphabet) of 32 bytes. */
function decodeTokenKey(text: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === TOKEN_KEY_BYTES ? key : undefined;
}

/** An AES-256 key of the environment, for secrets kept at rest (CALENDAR_TOKEN_KEY, TWO_FACTOR_KEY). */
const aesKey = optionalText.pipe(
  z
    .string()
    .transform((value, context) => {
      const key = decodeTokenKey(value);
      if (key) return key;
      context.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64' });
      return z.NEVER;
    })
    .optional(),
);

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
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  // Free space kept on DATA_DIR's disk for the embedded database: below it, writes are refused (507). Its
  // write-ahead log grows by 16 MiB files, which must always fit.
  DISK_RESERVE_MB: z.coerce
    .number()
    .int()
    .min(24, 'must be at least 24 (the embedded database grows its log 16 MiB at a time)')
    .default(64),
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
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  RATE_LIMIT_MAX: positiveInt(10),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  RATE_LIMIT_ADDRESS_MAX: positiveInt(60),
  RATE_LIMIT_ADDRESS_WINDOW_MS: positiveInt(3_600_000),
  RATE_LIMIT_ACCOUNT_FAILURES: positiveInt(5),
  RATE_LIMIT_ACCOUNT_DELAY_MS: positiveInt(60_000),
  RATE_LIMIT_ACCOUNT_MAX_DELAY_MS: positiveInt(1_800_000),
  RATE_LIMIT_ACCOUNT_WINDOW_MS: positiveInt(86_400_000),
  RESET_CODES_PER_HOUR: positiveInt(3),
  RESET_CODES_PER_DAY: positiveInt(10),
  RESET_CODE_FAILURES_PER_DAY: positiveInt(10),
  RESTORES_PER_HOUR: positiveInt(5),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  RECURRING_INTERVAL_MS: intervalMs(3_600_000),
  CALENDAR_CLIENT_ID: optionalText,
  CALENDAR_CLIENT_SECRET: optionalText,
  CALENDAR_AUTH_URL: httpUrl.default(GOOGLE_AUTH_URL),
  CALENDAR_TOKEN_URL: httpUrl.default(GOOGLE_TOKEN_URL),
  CALENDAR_API_URL: httpUrl.default(GOOGLE_CALENDAR_API_URL).transform((value) => value.replace(/\/+$/, '')),
  CALENDAR_REDIRECT_URL: optionalText.pipe(httpUrl.optional()),
  CALENDAR_TOKEN_KEY: aesKey,
  TWO_FACTOR_KEY: aesKey,
  CALENDAR_SYNC_INTERVAL_MS: intervalMs(30_000),
  REMINDER_DELIVERY_INTERVAL_MS: intervalMs(60_000),
  MAIL_QUEUE_INTERVAL_MS: intervalMs(30_000),
  STATIC_ROOT: optionalText,
  RELEASE_STORE: optionalText,
  RELEASE_BASE_URL: manifestUrl.transform((value) => value?.replace(/\/+$/, '')),
  TLS_CERT_FILE: optionalText,
  TLS_KEY_FILE: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

/** REMOTE_AUTH_URL and the like: one per remote of the registry. */
const remoteVariablesSchema = z.object(
  Object.fromEntries(REMOTES.map((remote) => [manifestVariable(remote), manifestUrl])),
);

/** The calendar service link: present only when the client id, secret and token key are all set. */
export interface CalendarConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** The events API's base, without a trailing slash. */
  apiUrl: string;
  /** The public address of GET /api/google/callback, registered with the provider. */
  redirectUrl: string;
  /** AES-256-GCM key of the tokens stored in calendar_links. */
  tokenKey: Buffer;
  /** How often queued event changes are sent to the provider. */
  syncIntervalMs: number;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Below this many free bytes on DATA_DIR's disk the embedded database refuses writes (DISK_RESERVE_MB). */
  diskReserveBytes: number;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: Uint8Array;
  /** The AES-256 key of the authenticator secrets at rest, and of the recovery codes' keyed hashes. */
  twoFactorKey: Buffer;
  appOrigins: string[];
  /** The app's public origin (the first of appOrigins), for links sent outside the app: e-mails, feeds. */
  publicOrigin: string;
  cookieSecure: boolean;
  supportEmail: string;
  rateLimit: RateLimitConfig;
  /** Caps on password reset codes (docs/security-limits.md). */
  resetLimits: ResetLimitsConfig;
  /** Restores one person may run in an hour: each replaces their data in one long transaction. */
  restoresPerHour: number;
  /** The cost of new password hashes: PASSWORD_HASHING, whatever the environment says. */
  passwordHashing: Readonly<PasswordHashing>;
  /** Where limits shared by every instance are counted; in memory when unset. */
  redisUrl: string | undefined;
  /** How often due recurring occurrences are created (besides at start and when a rule is saved). */
  recurringIntervalMs: number;
  /** How often due reminders are queued for e-mail and queued e-mails sent (besides at start). */
  reminderDeliveryIntervalMs: number;
  /** How often queued mail (reset codes, notices) whose send failed is tried again (besides when queued). */
  mailQueueIntervalMs: number;
  calendar: CalendarConfig | undefined;
  /** The api/ package folder, from which its dependencies resolve (ConfigPaths). */
  apiRoot: string;
  staticRoot: string;
  migrationsFolder: string;
  trustProxy: boolean;
  remotes: Record<RemoteName, string>;
  /** Remotes' releases (docs/operations.md, Deploying). */
  releases: ReleasesConfig;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The certificate and key (PEM) to serve HTTPS with, HTTP/2 and HTTP/1.1; without them plain HTTP/1.1. */
  tls: TlsConfig | undefined;
}

/** The limits of docs/security-limits.md. */
export interface RateLimitConfig {
  /** Per route and address (login: per address and e-mail): requests per window. */
  max: number;
  windowMs: number;
  /** Every password route together, per address: requests per window. */
  address: { max: number; windowMs: number };
  /** Failed password checks per account, from any address. */
  account: {
    /** Failures allowed before the first wait. */
    failures: number;
    /** The first wait, doubled by each further failure up to maxDelayMs. */
    delayMs: number;
    maxDelayMs: number;
    /** How long failures are remembered after the last one (a correct password forgets them at once). */
    windowMs: number;
  };
}

export interface ResetLimitsConfig {
  /** New codes per e-mail per hour and per day. */
  codesPerHour: number;
  codesPerDay: number;
  /** Wrong codes per e-mail per day, across all its codes. */
  failuresPerDay: number;
}

export interface ReleasesConfig {
  /** The release store: <remote folder>/<version>/ per release, and manifest.json, the live version of each. */
  store: string;
  /** Where browsers find the store's layout, without a trailing slash: /releases on this server, or a CDN's URL. */
  baseUrl: string;
}

export interface TlsConfig {
  cert: Buffer;
  key: Buffer;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The error for a configuration's problems, one line each, each naming its variable. */
const invalidConfiguration = (problems: readonly string[]) =>
  new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

export interface ConfigPaths {
  /** The api/ package folder: it holds drizzle/ (the migrations); its parent holds host/dist, remote-x/dist. */
  apiRoot: string;
}

/**
 * Reads DATA_DIR/<name>, creating it with `bytes` random bytes the first time, so that restarts keep what it
 * signs or encrypts (sessions, two-factor secrets).
 */
function persistedSecret(dataDir: string, name: string, bytes: number): Buffer {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (stored.length >= bytes) return stored.subarray(0, bytes);
  }
  const secret = randomBytes(bytes);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}

type Environment = z.infer<typeof environmentSchema>;

/**
 * The calendar link's settings when it is configured. Setting the client id or secret without the other two
 * of id, secret and key is a mistake, refused by name, rather than a link that silently stays off.
 */
function calendarConfig(values: Environment, publicOrigin: string): CalendarConfig | undefined {
  const {
    CALENDAR_CLIENT_ID: clientId,
    CALENDAR_CLIENT_SECRET: clientSecret,
    CALENDAR_TOKEN_KEY: tokenKey,
  } = values;
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined || clientSecret === undefined || tokenKey === undefined) {
    const required = [
      ['CALENDAR_CLIENT_ID', clientId],
      ['CALENDAR_CLIENT_SECRET', clientSecret],
      ['CALENDAR_TOKEN_KEY', tokenKey],
    ] as const;
    const missing = required
      .filter(([, value]) => value === undefined)
      .map(([name]) => `${name}: required when the calendar link is configured`);
    throw invalidConfiguration(missing);
  }
  return {
    clientId,
    clientSecret,
    authUrl: values.CALENDAR_AUTH_URL,
    tokenUrl: values.CALENDAR_TOKEN_URL,
    apiUrl: values.CALENDAR_API_URL,
    // The callback is served on the public origin (or proxied to the API by the dev server).
    redirectUrl: values.CALENDAR_REDIRECT_URL ?? `${publicOrigin}${CALENDAR_CALLBACK_PATH}`,
    tokenKey,
    syncIntervalMs: values.CALENDAR_SYNC_INTERVAL_MS,
  };
}

/**
 * The certificate and key when both files are named: one without the other, or a file that cannot be read, is
 * refused by name rather than served as plain HTTP.
 */
function tlsConfig({ TLS_CERT_FILE, TLS_KEY_FILE }: Environment): TlsConfig | undefined {
  if (TLS_CERT_FILE === undefined && TLS_KEY_FILE === undefined) return undefined;
  const problems: string[] = [];
  const read = (name: string, file: string | undefined, partner: string) => {
    if (file === undefined) {
      problems.push(`${name}: required when ${partner} is set`);
      return undefined;
    }
    try {
      return readFileSync(resolve(file));
    } catch {
      problems.push(`${name}: cannot read ${file}`);
      return undefined;
    }
  };
  const cert = read('TLS_CERT_FILE', TLS_CERT_FILE, 'TLS_KEY_FILE');
  const key = read('TLS_KEY_FILE', TLS_KEY_FILE, 'TLS_CERT_FILE');
  if (!cert || !key) throw invalidConfiguration(problems);
  return { cert, key };
}

/** Validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, paths: ConfigPaths): Config {
  const parsed = environmentSchema.safeParse(env);
  const remoteVariables = remoteVariablesSchema.safeParse(env);
  if (!parsed.success || !remoteVariables.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(remoteVariables.error?.issues ?? [])];
    const lines = issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw invalidConfiguration(lines);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const dataDir = resolve(values.DATA_DIR);
  // Without APP_ORIGINS the app is this server, on the port it listens on: the links it mails and the feed it
  // serves lead there. The dev servers' origins are trusted only outside production: a deployment that forgot
  // APP_ORIGINS must not accept credentialed calls from whatever listens on those ports of a visitor's machine.
  const ownOrigin = `http://localhost:${values.PORT}`;
  const appOrigins =
    values.APP_ORIGINS ?? (production ? [ownOrigin] : [...new Set([ownOrigin, ...DEV_ORIGINS])]);
  const publicOrigin = appOrigins[0] ?? ownOrigin;
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
    diskReserveBytes: values.DISK_RESERVE_MB * 1024 * 1024,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    jwtSecret: values.JWT_SECRET
      ? new TextEncoder().encode(values.JWT_SECRET)
      : new Uint8Array(persistedSecret(dataDir, JWT_SECRET_FILE, JWT_SECRET_BYTES)),
    twoFactorKey: values.TWO_FACTOR_KEY ?? persistedSecret(dataDir, TWO_FACTOR_KEY_FILE, TOKEN_KEY_BYTES),
    appOrigins,
    publicOrigin,
    // An app served over https only never needs its cookies sent in clear, production or not.
    cookieSecure:
      values.COOKIE_SECURE ?? (production || appOrigins.every((item) => item.startsWith('https://'))),
    supportEmail: values.SUPPORT_EMAIL,
    rateLimit: {
      max: values.RATE_LIMIT_MAX,
      windowMs: values.RATE_LIMIT_WINDOW_MS,
      address: { max: values.RATE_LIMIT_ADDRESS_MAX, windowMs: values.RATE_LIMIT_ADDRESS_WINDOW_MS },
      account: {
        failures: values.RATE_LIMIT_ACCOUNT_FAILURES,
        delayMs: values.RATE_LIMIT_ACCOUNT_DELAY_MS,
        maxDelayMs: values.RATE_LIMIT_ACCOUNT_MAX_DELAY_MS,
        windowMs: values.RATE_LIMIT_ACCOUNT_WINDOW_MS,
      },
    },
    resetLimits: {
      codesPerHour: values.RESET_CODES_PER_HOUR,
      codesPerDay: values.RESET_CODES_PER_DAY,
      failuresPerDay: values.RESET_CODE_FAILURES_PER_DAY,
    },
    restoresPerHour: values.RESTORES_PER_HOUR,
    passwordHashing: PASSWORD_HASHING,
    redisUrl: values.REDIS_URL,
    recurringIntervalMs: values.RECURRING_INTERVAL_MS,
    reminderDeliveryIntervalMs: values.REMINDER_DELIVERY_INTERVAL_MS,
    mailQueueIntervalMs: values.MAIL_QUEUE_INTERVAL_MS,
    calendar: calendarConfig(values, publicOrigin),
    apiRoot: resolve(paths.apiRoot),
    staticRoot: resolve(values.STATIC_ROOT ?? dirname(resolve(paths.apiRoot))),
    migrationsFolder: join(resolve(paths.apiRoot), 'drizzle'),
    trustProxy: values.TRUST_PROXY ?? false,
    remotes,
    releases: {
      store: resolve(values.RELEASE_STORE ?? join(dataDir, 'releases')),
      baseUrl: values.RELEASE_BASE_URL ?? RELEASES_PATH,
    },
    logLevel: values.LOG_LEVEL,
    tls: tlsConfig(values),
  };
}
