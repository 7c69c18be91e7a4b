import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from '../core/media/s3-file-storage';
import type { DemoEditions } from '../db/demo/living-edition';

/**
 * Every environment variable the server reads, parsed and documented in one place.
 * The README's configuration table mirrors this schema.
 */
const envSchema = z.object({
  /** HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Directory for the embedded database, uploads and the generated session secret. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** Public origin of the site, used in e-mails, canonical links and the same-origin check. */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret that signs session tokens; generated into DATA_DIR when absent. */
  SESSION_SECRET: z.string().min(32).optional(),
  /**
   * Days a session may go unused before it is refused (decision 090); each use renews it, within
   * the session's 30 days.
   */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(30).default(14),
  /** SMTP connection string; without it e-mails stay in the outbox for admins to read. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Innoweek <no-reply@innoweek.test>'),
  /** Time zone in which event times are shown. */
  EVENT_TIMEZONE: z.string().default('Europe/Prague'),
  /**
   * Seed demo content into an empty database. Default: on for PGlite, off for PostgreSQL. On, the
   * 2021 edition is archived and a current edition is dated weeks ahead of the day the database
   * is made (decision 146); `2021` loads the 2021 edition alone as the current one, which the
   * browser and reliability tests were written for (they set CLOCK_START).
   */
  DEMO_CONTENT: z.enum(['true', 'false', '1', '0', '2021']).optional(),
  /** Mailing-list endpoint that the newsletter form posts its EMAIL field to. */
  NEWSLETTER_URL: z.string().url().default('https://innoweek.us5.list-manage.com/subscribe/post'),
  /** Largest upload request in MB (all files of one request together); larger ones get 413 before they are read. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(10),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Where the site's clock starts (ISO 8601 with offset), for demos and browser tests: "now" is
   * this instant when the process starts and runs on from there. Absent: the real time (the
   * demo's current edition is dated from the day its database is made, decision 146). It decides what is
   * live (livestream banner, mediawall, premiere visibility), seminar sign-ups and ticket sales,
   * never sessions, codes or mail.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /**
   * The real time (ms since 1970) at which the clock read CLOCK_START, when not this process's
   * start: set by a start that restarts itself after its set-up (decision 195), so the clock
   * runs on across the restart instead of starting over from CLOCK_START.
   */
  CLOCK_START_AT: z.coerce.number().int().positive().optional(),
  /**
   * Reverse proxies in front of the app: how many X-Forwarded-For entries (from the right) to
   * trust for the client address, and whether X-Forwarded-Proto/Host count. `true` means one.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'true, false or a number of proxies')
    .optional(),
  /**
   * The bucket for uploads as one URL instead of the S3_* settings (decision 043):
   * `s3://KEY:SECRET@host[:port]/bucket?region=eu-central-1` over HTTPS, `s3+http://` over plain
   * HTTP (MinIO on a private network); `path_style=false` for virtual-hosted buckets.
   */
  STORAGE_URL: z.string().optional(),
  /**
   * S3-compatible bucket for uploads (decision 041). S3_BUCKET turns it on; unset keeps the
   * files in DATA_DIR/uploads. S3_ENDPOINT for MinIO and other non-AWS servers.
   */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name; default on when S3_ENDPOINT is set (MinIO). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Bearer token that opens GET /metrics to a scraper (Admins' sessions open it too). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Redis connection string (`redis://host:6379/0`). With it, the rate limits are counted across
   * app processes and a write empties every process's guest cache; without it both stay in this
   * process (one process: today's behaviour). Required with SCALE_OUT.
   */
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key and channel the app uses, so several sites or test runs can share one Redis. */
  REDIS_PREFIX: z.string().default('innoweek:'),
  /**
   * `true` when several app processes serve the site (behind a load balancer). Start-up then
   * refuses what cannot be shared: the embedded database, no REDIS_URL, uploads on local disk,
   * or a generated SESSION_SECRET (docs/decisions/040).
   */
  SCALE_OUT: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * `false` lets the embedded database answer a commit before it is flushed to disk: faster
   * commits on a busy disk, but an OS crash or power cut can lose the last answered writes
   * (decision 092). Default on.
   */
  PGLITE_FSYNC: z.enum(['true', 'false', '1', '0']).optional(),
  RETENTION_PURGE: z.enum(['true', 'false', '1', '0']).optional(),
});

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /**
   * Base of links in e-mails (confirmation, password reset): PUBLIC_URL, else the local quick
   * start's address. Never derived from request headers, which a caller controls.
   */
  mailBaseUrl: string;
  sessionSecret: string;
  /** SESSION_IDLE_DAYS in seconds: how long a session may go unused. */
  sessionIdleSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  timezone: string;
  demoContent: boolean;
  /** What the demo loads (decision 146): 2021 archived and a current edition ahead ('living'), or 2021 alone as the current one. */
  demoEditions: DemoEditions;
  newsletterUrl: string;
  /** UPLOAD_MAX_MB in bytes. */
  uploadMaxBytes: number;
  mode: 'development' | 'production' | 'test';
  /** Number of trusted reverse proxies; 0 means the socket address is the client. */
  trustProxy: number;
  /** The programme's "now" (CLOCK_START or the real time): what is live, sign-ups, ticket sales. */
  now: () => Date;
  /** Where uploads are stored: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** METRICS_TOKEN: opens GET /metrics without a session. */
  metricsToken: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** SCALE_OUT: several app processes are intended. */
  scaleOut: boolean;
  /** SESSION_SECRET was given (not generated into DATA_DIR, which each process has its own of). */
  sessionSecretConfigured: boolean;
  /** PGLITE_FSYNC: the embedded database flushes each commit before answering it (decision 092). */
  pgliteFsync: boolean;
  /**
   * RETENTION_PURGE: the daily purge of personal data past its period (decision 153). On by
   * default, off with the demo content, whose sample people are the demo (and its tests').
   */
  retentionPurge: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const demo = e.DEMO_CONTENT === undefined ? !e.DATABASE_URL : e.DEMO_CONTENT !== 'false' && e.DEMO_CONTENT !== '0';
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    mailBaseUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${e.PORT}`,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    sessionIdleSeconds: e.SESSION_IDLE_DAYS * 24 * 60 * 60,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    timezone: e.EVENT_TIMEZONE,
    demoContent: demo,
    demoEditions: e.DEMO_CONTENT === '2021' ? '2021' : 'living',
    newsletterUrl: e.NEWSLETTER_URL,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    mode: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY === 'true' ? 1 : e.TRUST_PROXY === 'false' || !e.TRUST_PROXY ? 0 : Number(e.TRUST_PROXY),
    now: programmeClock(e.CLOCK_START, Date.now, e.CLOCK_START_AT),
    storage: storageSettings(e),
    metricsToken: e.METRICS_TOKEN || undefined,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    scaleOut: e.SCALE_OUT === 'true' || e.SCALE_OUT === '1',
    sessionSecretConfigured: Boolean(e.SESSION_SECRET),
    pgliteFsync: e.PGLITE_FSYNC !== 'false' && e.PGLITE_FSYNC !== '0',
    retentionPurge: e.RETENTION_PURGE === undefined ? !demo : e.RETENTION_PURGE === 'true' || e.RETENTION_PURGE === '1',
  };
}

function storageSettings(e: z.infer<typeof envSchema>): Config['storage'] {
  if (e.STORAGE_URL) {
    if (e.S3_BUCKET || e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)
      throw new Error('Invalid configuration: STORAGE_URL: set it or the S3_* settings, not both');
    return { kind: 's3', ...parseStorageUrl(e.STORAGE_URL) };
  }
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)
      throw new Error('Invalid configuration: S3_BUCKET: required with the other S3_* settings');
    return { kind: 'local' };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const pathStyle = e.S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: pathStyle === undefined ? Boolean(e.S3_ENDPOINT) : pathStyle === 'true' || pathStyle === '1',
  };
}

const STORAGE_URL_PARAMS = new Set(['region', 'path_style']);

/**
 * STORAGE_URL as S3 settings. The key and secret are percent-decoded (an AWS secret's `/` and
 * `+` are written %2F and %2B), so any secret fits; the endpoint is the host, the bucket the path.
 */
export function parseStorageUrl(value: string): S3Settings {
  const fail = (why: string): never => {
    throw new Error(`Invalid configuration: STORAGE_URL: ${why}`);
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('not a URL; expected s3://KEY:SECRET@host[:port]/bucket');
  }
  const decode = (part: string): string => {
    try {
      return decodeURIComponent(part);
    } catch {
      // Never the value: it may be the secret.
      return fail('a broken %-escape in the key, the secret or the bucket');
    }
  };
  const scheme = { 's3:': 'https:', 's3+https:': 'https:', 's3+http:': 'http:' }[url.protocol];
  if (!scheme) fail(`the scheme must be s3:// (HTTPS) or s3+http://, not ${url.protocol}//`);
  if (!url.hostname) fail('the S3 server is missing: s3://KEY:SECRET@host[:port]/bucket');
  const bucket = decode(url.pathname.replace(/^\/|\/$/g, ''));
  if (!bucket || bucket.includes('/')) fail('the path must be the bucket name alone: s3://host/bucket');
  if (Boolean(url.username) !== Boolean(url.password)) fail('the access key and the secret go together (KEY:SECRET@)');
  for (const name of url.searchParams.keys())
    if (!STORAGE_URL_PARAMS.has(name)) fail(`unknown parameter ${name} (known: ${[...STORAGE_URL_PARAMS].join(', ')})`);
  const pathStyle = url.searchParams.get('path_style');
  if (pathStyle !== null && !['true', 'false'].includes(pathStyle)) fail('path_style is true or false');
  return {
    endpoint: `${scheme}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: url.username ? decode(url.username) : undefined,
    secretAccessKey: url.password ? decode(url.password) : undefined,
    forcePathStyle: pathStyle !== 'false',
  };
}

/** The real time, or a clock that starts at `start` now and runs at the real pace. */
export function programmeClock(
  start: string | undefined,
  realNow: () => number = Date.now,
  /** The real time at which the clock read `start`; default: now. */
  startedAt?: number,
): () => Date {
  if (!start) return () => new Date(realNow());
  const offset = Date.parse(start) - (startedAt ?? realNow());
  return () => new Date(realNow() + offset);
}

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts without setup. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
