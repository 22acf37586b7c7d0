import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, DEFAULT_OFFICE, loadConfig, portalOrigins } from '../src/config.ts';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('has defaults for a first run', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd, cwd);
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      adminApproval: 'required',
      timeZone: 'Asia/Manila',
      webDist: path.join(cwd, 'apps/web/dist'),
      trustProxy: false,
      trustedOrigins: [],
    });
  });

  it('keeps the data and the web app under the repository root, whatever folder npm runs the server in', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(32) }, tempDir());
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(config.dataDir).toBe(path.join(root, 'data'));
    expect(config.webDist).toBe(path.join(root, 'apps/web/dist'));
  });

  it('reads a relative DATA_DIR from the folder the command was typed in (INIT_CWD)', () => {
    const typedIn = tempDir();
    const config = loadConfig({ DATA_DIR: 'portal-data', INIT_CWD: typedIn, AUTH_SECRET: 'x'.repeat(32) });
    expect(config.dataDir).toBe(path.join(typedIn, 'portal-data'));
  });

  it('reads TRUST_PROXY as off, on or a number of hops', () => {
    const cwd = tempDir();
    expect(loadConfig({ TRUST_PROXY: '' }, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' }, cwd)).toThrow(ConfigError);
  });

  it('reads TRUSTED_ORIGINS as a comma-separated list of origins, normalized', () => {
    const cwd = tempDir();
    const secret = { AUTH_SECRET: 'z'.repeat(32) };
    expect(loadConfig({ ...secret, TRUSTED_ORIGINS: ' ' }, cwd).trustedOrigins).toEqual([]);
    const config = loadConfig(
      {
        ...secret,
        TRUSTED_ORIGINS: 'https://Office.Calapan.gov.ph/, http://10.0.0.5:8080 ,https://a.example:443,',
      },
      cwd,
    );
    expect(config.trustedOrigins).toEqual([
      'https://office.calapan.gov.ph',
      'http://10.0.0.5:8080',
      'https://a.example',
    ]);
    expect(
      portalOrigins({ publicUrl: 'https://portal.example.org/app', trustedOrigins: config.trustedOrigins }),
    ).toEqual([
      'https://portal.example.org',
      'https://office.calapan.gov.ph',
      'http://10.0.0.5:8080',
      'https://a.example',
    ]);
    for (const bad of [
      '*',
      'office.calapan.gov.ph',
      'https://a.example/path',
      'https://a.example/?q',
      'ftp://a.example',
      'https://u:p@a.example',
      'https://ok.example, null',
    ]) {
      const load = () => loadConfig({ ...secret, TRUSTED_ORIGINS: bad }, cwd);
      expect(load, bad).toThrow(ConfigError);
      expect(load, bad).toThrow('TRUSTED_ORIGINS');
    }
  });

  it('generates AUTH_SECRET once into DATA_DIR and reuses it', () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: 'store' }, cwd);
    const stored = readFileSync(path.join(cwd, 'store', 'auth-secret'), 'utf8').trim();
    expect(first.authSecret).toBe(stored);
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: 'store' }, cwd).authSecret).toBe(stored);
  });

  it('logs readable lines by default, and JSON when asked or in production behind a proxy', () => {
    const cwd = tempDir();
    const secret = { AUTH_SECRET: 'z'.repeat(32) };
    expect(loadConfig(secret, cwd)).toMatchObject({ logFormat: 'pretty', logLevel: 'info' });
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }, cwd).logFormat).toBe('pretty');
    expect(loadConfig({ ...secret, NODE_ENV: 'production', TRUST_PROXY: '1' }, cwd).logFormat).toBe('json');
    expect(loadConfig({ ...secret, LOG_FORMAT: 'json' }, cwd).logFormat).toBe('json');
    expect(() => loadConfig({ ...secret, LOG_FORMAT: 'xml' }, cwd)).toThrow(ConfigError);
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        PUBLIC_URL: 'https://portal.example.org/',
        DATA_DIR: '/srv/portal',
        DATABASE_URL: 'postgres://u:p@db:5432/portal',
        SMTP_URL: 'smtp://relay:25',
        MAIL_FROM: 'Portal <p@example.org>',
        ADMIN_APPROVAL: 'off',
        APP_TIMEZONE: 'UTC',
        AUTH_SECRET: 'x'.repeat(40),
        WEB_DIST: '/srv/web',
        TRUST_PROXY: '1',
        TRUSTED_ORIGINS: 'https://office.example.org',
        ADMIN_REGISTRATIONS_PER_HOUR: '25',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'https://s3.example.org',
        S3_REGION: 'ap-southeast-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
        ORPHAN_FILE_MIN_AGE_MS: '5000',
        SERVER_NAME: 'portal-2',
        OFFICE_NAME: 'Provincial Health Office',
        OFFICE_ADDRESS: 'Capitol Compound, Calapan City',
        OFFICE_PHONE: '(043) 288-0000',
        SMS_PROVIDER: 'semaphore',
        SMS_URL: 'https://sms.example.org/api/v4/messages',
        SMS_API_KEY: 'semaphore-key',
        SMS_SENDER_NAME: 'CALAPANCHO',
        SMS_WEBHOOK_SECRET: 'w'.repeat(20),
        SMS_RATE_PER_MINUTE: '30',
        OUTBOX_LEASE_MS: '90000',
        BACKUP_DIR: '/mnt/backups',
        BACKUP_HOUR: '3',
        RECORD_RETENTION_YEARS: '7',
      },
      tempDir(),
    );
    expect(config).toEqual({
      port: 8080,
      publicUrl: 'https://portal.example.org',
      publicUrlFromEnvironment: true,
      dataDir: '/srv/portal',
      databaseUrl: 'postgres://u:p@db:5432/portal',
      smtpUrl: 'smtp://relay:25',
      mailFrom: 'Portal <p@example.org>',
      adminApproval: 'off',
      timeZone: 'UTC',
      authSecret: 'x'.repeat(40),
      webDist: '/srv/web',
      trustProxy: 1,
      trustedOrigins: ['https://office.example.org'],
      registrationsPerHour: 25,
      logFormat: 'json',
      logLevel: 'warn',
      s3: {
        bucket: 'portal-files',
        endpoint: 'https://s3.example.org',
        region: 'ap-southeast-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret-example',
      },
      orphanFileMinAgeMs: 5000,
      serverName: 'portal-2',
      office: {
        name: 'Provincial Health Office',
        address: 'Capitol Compound, Calapan City',
        phone: '(043) 288-0000',
      },
      sms: {
        provider: 'semaphore',
        url: 'https://sms.example.org/api/v4/messages',
        apiKey: 'semaphore-key',
        senderName: 'CALAPANCHO',
        webhookSecret: 'w'.repeat(20),
        ratePerMinute: 30,
      },
      outboxLeaseMs: 90_000,
      backupDir: '/mnt/backups',
      backupHour: 3,
      recordRetentionYears: 7,
    });
  });

  it('names the City Health Office on receipts unless OFFICE_* say otherwise', () => {
    const secret = { AUTH_SECRET: 'z'.repeat(32) };
    expect(loadConfig(secret, tempDir()).office).toEqual({
      name: 'City Health Office',
      address: 'City Hall Complex, Guinobatan, Calapan City, Oriental Mindoro',
      phone: '',
    });
    expect(
      loadConfig({ ...secret, OFFICE_PHONE: ' ', OFFICE_NAME: ' Rural Health Unit ' }, tempDir()).office,
    ).toEqual({ ...DEFAULT_OFFICE, name: 'Rural Health Unit' });
  });

  it('keeps files on disk unless S3_BUCKET is set, and asks for both keys with it', () => {
    const cwd = tempDir();
    const secret = { AUTH_SECRET: 'z'.repeat(32) };
    expect(loadConfig(secret, cwd).s3).toBeNull();
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...secret, ...keys, S3_BUCKET: 'portal-files' }, cwd).s3).toEqual({
      bucket: 'portal-files',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    const bucketOnly = () => loadConfig({ ...secret, S3_BUCKET: 'portal-files' }, cwd);
    expect(bucketOnly).toThrow(ConfigError);
    expect(bucketOnly).toThrow('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
    expect(bucketOnly).toThrow('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
    const keysOnly = () => loadConfig({ ...secret, ...keys }, cwd);
    expect(keysOnly).toThrow('S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set');
  });

  it("reads the embedded server's buffer pool, sized to the data when unset", () => {
    const dir = tempDir();
    expect(loadConfig({ EMBEDDED_SHARED_BUFFERS: ' 2GB ' }, dir, dir).embeddedSharedBuffers).toBe('2GB');
    expect(loadConfig({}, dir, dir).embeddedSharedBuffers).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', AUTH_SECRET: 'y'.repeat(32) }, tempDir());
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ RECORD_RETENTION_YEARS: '0' }, 'RECORD_RETENTION_YEARS'],
    [{ ADMIN_APPROVAL: 'maybe' }, 'ADMIN_APPROVAL'],
    [{ APP_TIMEZONE: 'Mars/Olympus' }, 'APP_TIMEZONE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ EMBEDDED_SHARED_BUFFERS: '2 gigabytes' }, 'EMBEDDED_SHARED_BUFFERS'],
    [
      { S3_BUCKET: 'portal-files', S3_ENDPOINT: 'ftp://x', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
      'S3_ENDPOINT',
    ],
  ])('refuses bad settings with a clear message (%o)', (env, name) => {
    expect(() => loadConfig({ AUTH_SECRET: 'z'.repeat(32), ...env }, tempDir())).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_SECRET: 'z'.repeat(32), ...env }, tempDir())).toThrow(name);
  });
});
