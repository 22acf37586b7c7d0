import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RECORD_RETENTION_YEARS } from '@portal/domain';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

/** Everything the server reads from the environment, validated once at start-up. */
export type AppConfig = {
  port: number;
  /**
   * PUBLIC_URL, else `http://localhost:PORT`. Where the portal's address is needed at run time (QR
   * codes, links in mails) it is read through core/settings.ts `publicAddress`: PUBLIC_URL when set
   * (publicUrlFromEnvironment), else the address a head admin confirmed (DECISIONS 54), else this.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was set: then it wins over the address saved on Settings. Unset: false. */
  publicUrlFromEnvironment?: boolean;
  dataDir: string;
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections to PostgreSQL per server (default DEFAULT_POOL_SIZE, 20). */
  databasePoolSize?: number;
  /** EMBEDDED_SHARED_BUFFERS: the embedded server's buffer pool (e.g. `2GB`); unset: sized to its data. */
  embeddedSharedBuffers?: string;
  smtpUrl: string | null;
  mailFrom: string;
  adminApproval: 'required' | 'off';
  timeZone: string;
  authSecret: string;
  webDist: string;
  /**
   * TRUST_PROXY: false (default) uses the socket address; a number trusts that many proxies in front
   * of the server (the last hops of X-Forwarded-For); true trusts every hop, so the client's own
   * first entry wins: only for a proxy that overwrites the header. See trustProxyOption in app.ts.
   */
  trustProxy?: boolean | number;
  /** 'pretty' (one readable line per request) or 'json' (LOG_FORMAT; default json only in production behind a proxy). */
  logFormat?: 'pretty' | 'json';
  /** LOG_LEVEL: 'debug', 'info' (default), 'warn' or 'error'. */
  logLevel?: string;
  /**
   * Origins besides PUBLIC_URL's whose pages may send state-changing requests (TRUSTED_ORIGINS,
   * comma-separated), each normalized to `scheme://host[:port]`. Unset: none (DECISIONS 41).
   */
  trustedOrigins?: readonly string[];
  /** Admin registrations accepted per client address per hour (ADMIN_REGISTRATIONS_PER_HOUR, default 10). */
  registrationsPerHour?: number;
  /**
   * How much an account's recent failed sign-ins slow its next attempts down (not read from the
   * environment; the tests shorten it). Unset: DEFAULT_SIGN_IN_SLOWDOWN (features/accounts/sign-in.ts).
   */
  signInSlowdown?: { free: number; perFailureMs: number; maxMs: number };
  /** Member files in an S3-compatible bucket (S3_*); null or unset: on disk under DATA_DIR/files. */
  s3?: S3Config | null;
  /**
   * ORPHAN_FILE_MIN_AGE_MS (default one hour): a stored file that no row names is deleted once its
   * pending record is this old; the sweep runs this often.
   */
  orphanFileMinAgeMs?: number;
  /** SERVER_NAME: when set, every answer carries `X-Server: <name>` (which of several servers answered). */
  serverName?: string | null;
  /**
   * The office named on acknowledgment receipts (DECISIONS 52): OFFICE_NAME, OFFICE_ADDRESS and
   * OFFICE_PHONE (blank: none). Unset: DEFAULT_OFFICE. These are only the defaults: once a head admin
   * saves the office details on Settings (DECISIONS 53–54), the saved values win (core/settings.ts).
   */
  office?: OfficeConfig;
  /** How SMS leave the portal (SMS_*; issue 25). Unset: the outbox folder driver at 60 a minute. */
  sms?: SmsConfig;
  /**
   * OUTBOX_LEASE_MS (default 2 minutes): how long a sending claim holds an outbox row; a row left
   * `sending` by a server that died is sent again once it ran out. Keep it well above the send timeouts.
   */
  outboxLeaseMs?: number;
  /**
   * BACKUP_DIR: the folder nightly backups are written to (DECISIONS 49). Unset (null): the S3 bucket
   * under backups/ when S3_BUCKET is set, else DATA_DIR/backups.
   */
  backupDir?: string | null;
  /** BACKUP_HOUR: the nightly backup's hour on APP_TIMEZONE's clock, 0–23 (default 2: 02:00). */
  backupHour?: number;
  /**
   * RECORD_RETENTION_YEARS (default 5; a whole number, 1 or more): members whose membership ended more
   * than this many years ago are due for removal of their personal data (DECISIONS 48).
   */
  recordRetentionYears?: number;
};

export type OfficeConfig = { name: string; address: string; phone: string };

export const DEFAULT_OFFICE: OfficeConfig = {
  name: 'City Health Office',
  address: 'City Hall Complex, Guinobatan, Calapan City, Oriental Mindoro',
  phone: '',
};

/**
 * SMS_PROVIDER: 'outbox' (default: files under DATA_DIR/outbox/sms and a log line), 'semaphore'
 * (Semaphore's messages API: SMS_API_KEY, SMS_SENDER_NAME) or 'webhook' (a JSON POST to SMS_URL signed
 * with SMS_WEBHOOK_SECRET). SMS_URL overrides the gateway's address; SMS_RATE_PER_MINUTE bounds the
 * sends across all servers.
 */
export type SmsConfig = {
  provider: 'outbox' | 'semaphore' | 'webhook';
  url: string | null;
  apiKey: string | null;
  senderName: string | null;
  webhookSecret: string | null;
  ratePerMinute: number;
};

export const DEFAULT_SMS: SmsConfig = {
  provider: 'outbox',
  url: null,
  apiKey: null,
  senderName: null,
  webhookSecret: null,
  ratePerMinute: 60,
};

export type S3Config = {
  bucket: string;
  /** An S3-compatible server's address; null: AWS. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export const DEFAULT_S3_REGION = 'us-east-1';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: optionalString,
  DATABASE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  EMBEDDED_SHARED_BUFFERS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'a size such as 128MB or 2GB')
      .optional(),
  ),
  SMTP_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalString,
  ADMIN_APPROVAL: z.preprocess(blankToUndefined, z.enum(['required', 'off']).default('required')),
  APP_TIMEZONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('Asia/Manila')
      .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Manila' }),
  ),
  AUTH_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  WEB_DIST: optionalString,
  LOG_FORMAT: z.preprocess(blankToUndefined, z.enum(['pretty', 'json']).optional()),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(['debug', 'info', 'warn', 'error']).default('info')),
  NODE_ENV: optionalString,
  ADMIN_REGISTRATIONS_PER_HOUR: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(10),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(true|false|\d{1,2})$/, "must be 'true', 'false' or a number of proxy hops")
      .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value)))
      .default(false),
  ),
  TRUSTED_ORIGINS: z.preprocess(blankToUndefined, z.string().optional()).transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of (value ?? '').split(',').map((part) => part.trim())) {
      if (item === '') continue;
      const origin = originOf(item);
      if (origin) origins.push(origin);
      else
        ctx.addIssue({
          code: 'custom',
          message: `'${item}' is not an origin such as https://portal.example.org (scheme, host and port only)`,
        });
    }
    return origins;
  }),
  ORPHAN_FILE_MIN_AGE_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(100)
      .max(7 * 24 * 60 * 60 * 1000)
      .default(60 * 60 * 1000),
  ),
  SERVER_NAME: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
      .optional(),
  ),
  S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3-63 lowercase letters, digits, dots, hyphens',
      )
      .optional(),
  ),
  OFFICE_NAME: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  OFFICE_ADDRESS: z.preprocess(blankToUndefined, z.string().trim().max(300).optional()),
  OFFICE_PHONE: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  SMS_PROVIDER: z.preprocess(blankToUndefined, z.enum(['outbox', 'semaphore', 'webhook']).default('outbox')),
  SMS_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMS_API_KEY: optionalString,
  SMS_SENDER_NAME: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 .-]{1,11}$/, 'must be 1-11 letters, digits, spaces, dots or dashes')
      .optional(),
  ),
  SMS_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  SMS_RATE_PER_MINUTE: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(10_000).default(DEFAULT_SMS.ratePerMinute),
  ),
  OUTBOX_LEASE_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1000)
      .max(24 * 60 * 60 * 1000)
      .default(2 * 60 * 1000),
  ),
  BACKUP_DIR: optionalString,
  BACKUP_HOUR: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(23).default(2)),
  RECORD_RETENTION_YEARS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of years, 1 or more')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be a whole number of years, 1 or more').max(100))
      .default(DEFAULT_RECORD_RETENTION_YEARS),
  ),
  S3_ENDPOINT: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
});

type Env = z.infer<typeof envSchema>;

/** The S3 settings belong together: a bucket needs both keys, and keys need a bucket. */
function s3Problems(e: Env): string[] {
  // Keys are required rather than left to the SDK's own credential lookup, so a half-done S3 setup
  // stops the server at start-up instead of failing the first upload.
  if (e.S3_BUCKET) {
    return (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      .filter((name) => !e[name])
      .map((name) => `${name}: required when S3_BUCKET is set`);
  }
  // S3 settings without a bucket would silently leave the files on this machine's disk.
  const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => e[name],
  );
  return stray.length > 0 ? [`S3_BUCKET: required when ${stray.join(', ')} is set`] : [];
}

/** Each SMS provider's own settings: semaphore needs its API key, webhook its address and secret. */
function smsProblems(e: Env): string[] {
  if (e.SMS_PROVIDER === 'semaphore') {
    return e.SMS_API_KEY ? [] : ['SMS_API_KEY: required when SMS_PROVIDER is semaphore'];
  }
  if (e.SMS_PROVIDER === 'webhook') {
    return [
      ...(e.SMS_URL ? [] : ['SMS_URL: required when SMS_PROVIDER is webhook']),
      ...(e.SMS_WEBHOOK_SECRET ? [] : ['SMS_WEBHOOK_SECRET: required when SMS_PROVIDER is webhook']),
    ];
  }
  return [];
}

function smsConfig(e: Env): SmsConfig {
  return {
    provider: e.SMS_PROVIDER,
    url: e.SMS_URL ?? null,
    apiKey: e.SMS_API_KEY ?? null,
    senderName: e.SMS_SENDER_NAME ?? null,
    webhookSecret: e.SMS_WEBHOOK_SECRET ?? null,
    ratePerMinute: e.SMS_RATE_PER_MINUTE,
  };
}

function s3Config(e: Env): S3Config | null {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION ?? DEFAULT_S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

export const DEFAULT_MAIL_FROM = 'Calapan City Health Assistance <no-reply@calapan-health.local>';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the configuration. Relative `DATA_DIR`/`WEB_DIST` resolve from `cwd`: the
 * folder the command was typed in (npm runs workspace scripts inside the workspace and keeps that
 * folder in INIT_CWD). Unset, they are `data/` and `apps/web/dist/` under the repository root.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd = env.INIT_CWD ?? process.cwd(),
  root = REPO_ROOT,
): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? [...s3Problems(parsed.data), ...smsProblems(parsed.data)]
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(root, 'data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    publicUrl,
    publicUrlFromEnvironment: e.PUBLIC_URL !== undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    embeddedSharedBuffers: e.EMBEDDED_SHARED_BUFFERS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    adminApproval: e.ADMIN_APPROVAL,
    timeZone: e.APP_TIMEZONE,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(root, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    trustedOrigins: e.TRUSTED_ORIGINS,
    registrationsPerHour: e.ADMIN_REGISTRATIONS_PER_HOUR,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' && e.TRUST_PROXY !== false ? 'json' : 'pretty'),
    logLevel: e.LOG_LEVEL,
    s3: s3Config(e),
    orphanFileMinAgeMs: e.ORPHAN_FILE_MIN_AGE_MS,
    serverName: e.SERVER_NAME ?? null,
    office: {
      name: e.OFFICE_NAME ?? DEFAULT_OFFICE.name,
      address: e.OFFICE_ADDRESS ?? DEFAULT_OFFICE.address,
      phone: e.OFFICE_PHONE ?? DEFAULT_OFFICE.phone,
    },
    sms: smsConfig(e),
    outboxLeaseMs: e.OUTBOX_LEASE_MS,
    backupDir: e.BACKUP_DIR ? path.resolve(cwd, e.BACKUP_DIR) : null,
    backupHour: e.BACKUP_HOUR,
    recordRetentionYears: e.RECORD_RETENTION_YEARS,
  };
}

/**
 * `scheme://host[:port]` of an http(s) URL that names nothing more than an origin (a trailing `/` is
 * fine; a path, query, fragment or credentials are not); null otherwise.
 */
export function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  if (text.includes('?') || text.includes('#')) return null;
  return url.origin;
}

/** The origins whose pages may change anything: PUBLIC_URL's, then TRUSTED_ORIGINS (DECISIONS 41). */
export function portalOrigins(config: Pick<AppConfig, 'publicUrl' | 'trustedOrigins'>): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...(config.trustedOrigins ?? [])])];
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** AUTH_SECRET unset: one random secret is generated into DATA_DIR/auth-secret and reused afterwards. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new ConfigError(
      `${file} holds a secret shorter than 32 characters; delete it to generate a new one.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
