import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuth } from './auth/auth.ts';
import { createGuards } from './auth/guards.ts';
import { mountAuthHandler } from './auth/handler.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { createDatabase, type Database } from './db/index.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { activityLogRoutes } from './features/activity-log/routes.ts';
import { beneficiaryRoutes } from './features/beneficiaries/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { exportRoutes } from './features/export/routes.ts';
import { idNumberCollisionReport } from './features/members/collisions.ts';
import { memberRoutes } from './features/members/routes.ts';
import { myProfileRoutes } from './features/my-profile/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { publicMemberRoutes } from './features/public-members/routes.ts';
import { renewalRoutes } from './features/renewals/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { serviceRoutes } from './features/services/routes.ts';
import { installDocs } from './http/docs.ts';
import { frameworkErrorReply, installErrorHandler } from './http/error-handler.ts';
import { installJsonParser } from './http/json-parser.ts';
import { installRequestLog, loggerOptions, mailNotice } from './http/logging.ts';
import { installSameOriginCheck } from './http/same-origin.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installWebApp } from './http/web-app.ts';
import { defaultJobs, type Job, JobRunner } from './jobs/index.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { createStorage, type Storage } from './storage/index.ts';

export type AppOverrides = {
  /** An already-opened database (tests); it is NOT closed with the app. */
  database?: Database;
  /** Replaces the SMTP/outbox mailer (tests capture or fail mail here). */
  mailer?: Mailer;
  /** Replaces the file storage under DATA_DIR/files (tests inject a failing one here). */
  storage?: Storage;
  /** The clock (tests). */
  now?: () => Date;
  /** The background jobs instead of `defaultJobs` (tests); `[]` runs none. */
  jobs?: readonly Job[];
  /** Fastify logger option; defaults to the configured format and level (off under Vitest). */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
};

/** A route as registered: one entry per method (HEAD routes Fastify adds for GET included). */
export type RegisteredRoute = { method: string; url: string };

export type App = FastifyInstance & {
  ctx: AppContext;
  /** Every route registered on the app, for the test that checks each /api route's access control. */
  registeredRoutes: readonly RegisteredRoute[];
};

/**
 * Fastify's trustProxy for TRUST_PROXY. A number of hops is given as a function: Fastify 5.12 reads a
 * bare number as "trust no proxy" (it cannot tell whether the socket's peer is really a proxy), which
 * would give every client behind the proxy the proxy's address. `hop < n` is proxy-addr's own reading
 * of a hop count: the socket's peer and the n-1 X-Forwarded-For entries nearest to it are proxies, the
 * entry before them is the client, and whatever a client wrote further left is ignored.
 */
export function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<App> {
  const logFormat = config.logFormat ?? 'json';
  const app = Fastify({
    logger:
      overrides.logger ?? (process.env.VITEST ? false : loggerOptions(logFormat, config.logLevel ?? 'info')),
    // The readable format logs one line per request itself (installRequestLog).
    logController: new LogController({ disableRequestLogging: logFormat === 'pretty' }),
    bodyLimit: 1024 * 1024,
    // The client address (per-address rate limits) comes from X-Forwarded-For only behind a proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    // Bad percent-encoding in the URL and the like: the one error shape, not Fastify's own body.
    frameworkErrors: frameworkErrorReply,
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (logFormat === 'pretty') installRequestLog(app);
  installJsonParser(app);
  installErrorHandler(app);
  await installSecurityHeaders(app, config);
  installSameOriginCheck(app, config);
  const serverName = config.serverName;
  if (serverName)
    app.addHook('onRequest', async (_request, reply) => void reply.header('x-server', serverName));

  const ownsDatabase = !overrides.database;
  const database = overrides.database ?? (await createDatabase(config));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  const logError = (error: unknown, context: string) => app.log.error({ err: error }, context);
  // Outbox lines go to stdout as plain text so the links can be copied from the terminal.
  const mailer = overrides.mailer ?? createMailer(config, (line) => console.log(mailNotice(line)));
  const auth = createAuth({ config, db: database.db, mailer, logError });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    guards: createGuards(auth, database.db),
    storage: overrides.storage ?? (await createStorage(config)),
    now: overrides.now ?? (() => new Date()),
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

  await installDocs(app, (await auth.$context).authCookies.sessionToken.name);
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and database kind',
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    },
    handler: async () => ({ status: 'ok' as const, database: database.kind }),
  });
  mountAuthHandler(app, auth);
  await app.register(async (scope) => accountRoutes(scope, ctx));
  await app.register(async (scope) => memberRoutes(scope, ctx));
  await app.register(async (scope) => publicMemberRoutes(scope, ctx));
  await app.register(async (scope) => beneficiaryRoutes(scope, ctx));
  await app.register(async (scope) => serviceRoutes(scope, ctx));
  await app.register(async (scope) => renewalRoutes(scope, ctx));
  await app.register(async (scope) => activityLogRoutes(scope, ctx));
  await app.register(async (scope) => myProfileRoutes(scope, ctx));
  await app.register(async (scope) => reportRoutes(scope, ctx));
  await app.register(async (scope) => dashboardRoutes(scope, ctx));
  await app.register(async (scope) => notificationRoutes(scope, ctx));
  await app.register(async (scope) => exportRoutes(scope, ctx));
  await installWebApp(app, config.webDist);
  return app as unknown as App;
}
