import type { AccessKind } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth, type PasswordHashing } from './auth/auth.ts';
import { createGuards } from './auth/guards.ts';
import { mountAuthHandler } from './auth/handler.ts';
import { type AppConfig, DEFAULT_SMS } from './config.ts';
import type { AppContext } from './context.ts';
import { AccessLogWriter } from './core/access-log.ts';
import { diskWatchFor } from './core/disk-space.ts';
import { createDatabase, type Database } from './db/index.ts';
import { accessLogRoutes } from './features/access-log/routes.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { activityLogRoutes } from './features/activity-log/routes.ts';
import { backupRoutes } from './features/backups/routes.ts';
import { beneficiaryRoutes } from './features/beneficiaries/routes.ts';
import { claimsReportRoutes } from './features/claims-report/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { exportRoutes } from './features/export/routes.ts';
import { memberDataReportRoutes } from './features/member-data-report/routes.ts';
import { memberImportRoutes } from './features/member-import/routes.ts';
import { memberReachRoutes } from './features/member-reach/routes.ts';
import { idNumberCollisionReport } from './features/members/collisions.ts';
import { memberRoutes } from './features/members/routes.ts';
import { messageRoutes } from './features/messages/routes.ts';
import { myProfileRoutes } from './features/my-profile/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { preferenceRoutes } from './features/preferences/routes.ts';
import { publicMemberRoutes } from './features/public-members/routes.ts';
import { receiptRoutes } from './features/receipts/routes.ts';
import { renewalRoutes } from './features/renewals/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { retentionRoutes } from './features/retention/routes.ts';
import { serviceRoutes } from './features/services/routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { installAccessLog } from './http/access-log.ts';
import { createFastify, type LoggerOption } from './http/base.ts';
import { installDiskGuard } from './http/disk-guard.ts';
import { installDocs } from './http/docs.ts';
import { healthRoutes } from './http/health.ts';
import { mailNotice } from './http/logging.ts';
import { installSameOriginCheck } from './http/same-origin.ts';
import { installWebApp } from './http/web-app.ts';
import { defaultJobs, type Job, JobRunner } from './jobs/index.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { OutboxSender } from './outbox/index.ts';
import { createSmsDriver, type SmsDriver } from './sms/index.ts';
import { createStorage, type Storage } from './storage/index.ts';

export type AppOverrides = {
  /** An already-opened database (tests); it is NOT closed with the app. */
  database?: Database;
  /** The database being opened already (main.ts starts it early, beside loading the app); it IS closed with the app. */
  opening?: Promise<Database>;
  /** Replaces the SMTP/outbox mailer (tests capture or fail mail here). */
  mailer?: Mailer;
  /** Replaces the SMS driver chosen by SMS_PROVIDER (tests). */
  sms?: SmsDriver;
  /** Replaces the file storage under DATA_DIR/files (tests inject a failing one here). */
  storage?: Storage;
  /** The clock (tests). */
  now?: () => Date;
  /** Replaces better-auth's password hashing (the API tests use a cheaper scrypt). */
  passwordHashing?: PasswordHashing;
  /** The background jobs instead of `defaultJobs` (tests); `[]` runs none. */
  jobs?: readonly Job[];
  /** Fastify logger option; defaults to the configured format and level (off under Vitest). */
  logger?: LoggerOption;
  /** Writes are refused below this many bytes free on the data disk (tests; default DISK_WRITE_RESERVE_BYTES). */
  diskReserveBytes?: number;
  /** The access log's writer: off (the bench's before), or another flush interval. */
  accessLog?: { enabled?: boolean; flushMs?: number };
};

/** A route as registered: one entry per method (HEAD routes Fastify adds for GET included). */
export type RegisteredRoute = { method: string; url: string; accessLog?: AccessKind };

export type App = FastifyInstance & {
  ctx: AppContext;
  /** Every route registered on the app, for the test that checks each /api route's access control. */
  registeredRoutes: readonly RegisteredRoute[];
};

export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<App> {
  const app = await createFastify(config, overrides.logger);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const accessLog = route.config?.accessLog;
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, accessLog });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  installSameOriginCheck(app, config);

  const ownsDatabase = !overrides.database;
  const database = overrides.database ?? (await (overrides.opening ?? createDatabase(config)));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  const logError = (error: unknown, context: string) => app.log.error({ err: error }, context);
  // Outbox lines go to stdout as plain text so the links can be copied from the terminal.
  const mailer = overrides.mailer ?? createMailer(config, (line) => console.log(mailNotice(line)));
  const now = overrides.now ?? (() => new Date());
  // Every message is a row first and sent by the outbox sender (DECISIONS 43).
  const outbox = new OutboxSender({
    db: database.db,
    mailer,
    sms: overrides.sms ?? createSmsDriver(config, (line) => console.log(mailNotice(line))),
    now,
    timeZone: config.timeZone,
    smsRatePerMinute: (config.sms ?? DEFAULT_SMS).ratePerMinute,
    messageIdHost: new URL(config.publicUrl).hostname,
    log: app.log,
    leaseMs: config.outboxLeaseMs,
  });
  const auth = createAuth({
    config,
    db: database.db,
    outbox,
    now,
    logError,
    passwordHashing: overrides.passwordHashing,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    outbox,
    guards: createGuards(auth, database),
    storage: overrides.storage ?? (await createStorage(config)),
    accessLog: new AccessLogWriter({ pool: database.pool, log: app.log, ...overrides.accessLog }),
    jobs: { runSoon: (name) => jobs.runSoon(name) },
    now,
  };
  app.decorate('ctx', ctx);

  // Jobs start once the app is ready (app.ready() in tests, listen() in main) and stop before the
  // database closes: onClose hooks run last-added first.
  const jobs = new JobRunner({ jobs: overrides.jobs ?? defaultJobs(config), app: ctx, log: app.log });
  // Members whose ID numbers collided when the ID-number key was introduced (DECISIONS 40).
  app.addHook('onReady', async () => {
    const report = await idNumberCollisionReport(database.db);
    if (report) app.log.warn(report);
  });
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  // Before the database closes (onClose hooks run last-added first): the sends under way finish.
  app.addHook('onClose', async () => outbox.stop());
  // Reads recorded but not yet written go in before the database closes (SIGTERM included).
  app.addHook('onClose', async () => ctx.accessLog.close());
  installAccessLog(app, ctx.accessLog, now);

  await installDocs(app, (await auth.$context).authCookies.sessionToken.name);
  // A nearly full data disk refuses writes before they start (issue 30 item 3).
  const diskWatch = diskWatchFor(config, database, ctx.storage, overrides.diskReserveBytes);
  installDiskGuard(app, diskWatch);
  healthRoutes(app, ctx);
  mountAuthHandler(app, auth);
  await app.register(async (scope) => accountRoutes(scope, ctx));
  await app.register(async (scope) => memberRoutes(scope, ctx));
  await app.register(async (scope) => memberImportRoutes(scope, ctx));
  await app.register(async (scope) => publicMemberRoutes(scope, ctx));
  await app.register(async (scope) => beneficiaryRoutes(scope, ctx));
  await app.register(async (scope) => serviceRoutes(scope, ctx));
  await app.register(async (scope) => receiptRoutes(scope, ctx));
  await app.register(async (scope) => renewalRoutes(scope, ctx));
  await app.register(async (scope) => activityLogRoutes(scope, ctx));
  await app.register(async (scope) => accessLogRoutes(scope, ctx));
  await app.register(async (scope) => myProfileRoutes(scope, ctx));
  await app.register(async (scope) => preferenceRoutes(scope, ctx));
  await app.register(async (scope) => reportRoutes(scope, ctx));
  await app.register(async (scope) => claimsReportRoutes(scope, ctx));
  await app.register(async (scope) => dashboardRoutes(scope, ctx));
  await app.register(async (scope) => notificationRoutes(scope, ctx));
  await app.register(async (scope) => exportRoutes(scope, ctx));
  await app.register(async (scope) => backupRoutes(scope, ctx));
  await app.register(async (scope) => settingsRoutes(scope, ctx));
  await app.register(async (scope) => memberReachRoutes(scope, ctx));
  await app.register(async (scope) => memberDataReportRoutes(scope, ctx));
  await app.register(async (scope) => retentionRoutes(scope, ctx));
  await app.register(async (scope) => systemRoutes(scope, ctx, diskWatch));
  await app.register(async (scope) => messageRoutes(scope, ctx));
  await installWebApp(app, config.webDist);
  return app as unknown as App;
}
