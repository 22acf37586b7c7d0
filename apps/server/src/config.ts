import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Everything the server reads from the environment, validated once at start-up. */
export type AppConfig = {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  adminApproval: 'required' | 'off';
  timeZone: string;
  authSecret: string;
  webDist: string;
  /**
   * Fastify's trustProxy (TRUST_PROXY): false (default) uses the socket address; true trusts every
   * X-Forwarded-For hop; a number trusts that many proxies in front of the server.
   */
  trustProxy?: boolean | number;
};

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: optionalString,
  DATABASE_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
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
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(true|false|\d{1,2})$/, "must be 'true', 'false' or a number of proxy hops")
      .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value)))
      .default(false),
  ),
});

export const DEFAULT_MAIL_FROM = 'Calapan City Health Assistance <no-reply@calapan-health.local>';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root: the default data folder and the built web app live here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

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
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(root, 'data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    adminApproval: e.ADMIN_APPROVAL,
    timeZone: e.APP_TIMEZONE,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(root, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
  };
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
