import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { App } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { isApiPath } from './http/paths.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** How long requests under way may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 8_000;
/** The process is gone within this, whatever happens (a supervisor's own limit is usually 10–30 s). */
const SHUTDOWN_LIMIT_MS = 14_000;
/** The Retry-After of a request refused while stopping (as http/unavailable.ts). */
const RETRY_AFTER_SECONDS = 5;

/**
 * Start-up in two steps, so the first page answers at once:
 * 1. the port is open and the page shell (http/shell.ts: the web app's files with the full app's
 *    headers) serves pages within a few hundred milliseconds;
 * 2. meanwhile the full app loads — its modules, the database (the embedded PostgreSQL server starts,
 *    migrations are checked), auth and routes — and from then on answers everything.
 * Before either, a portal on the embedded database claims its data folder (db/data-dir-lock.ts): a
 * second start on a folder in use exits at once with one line naming the folder and the server.
 * A request the shell cannot answer (the API, any write) waits for step 2 and is then answered as
 * usual; nothing is refused while the server starts. "Portal ready" is printed after step 2.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    const { claimDataDir, DataDirInUseError } = await import('./db/data-dir-lock.ts');
    try {
      claimDataDir(config.dataDir, config.publicUrl);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  let full: Handler | null = null;
  let pages: Handler | null = null;
  let waiting: Array<[IncomingMessage, ServerResponse]> = [];
  /** Set by SIGTERM/SIGINT: answers a request that arrives while the server stops (see shutdown). */
  let draining: Handler | null = null;
  /** Requests being answered, so a shutdown can wait for them (and tell their clients to reconnect). */
  const inFlight = new Set<ServerResponse>();
  const dispatch: Handler = (request, response) => {
    if (draining) return draining(request, response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (full) return full(request, response);
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url ?? '/');
    if (pages && page) return pages(request, response);
    waiting.push([request, response]);
  };
  const release = () => {
    const held = waiting;
    waiting = [];
    for (const [request, response] of held) dispatch(request, response);
  };

  const server = http.createServer(dispatch);
  // Fastify's own defaults, which its server would have had (Node's keep-alive is 5 s).
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '0.0.0.0', port: config.port }, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { buildShell } = await import('./http/shell.ts');
  const shell = await buildShell(config);
  pages = shell.routing;
  release();

  // The database opens (the embedded server starts) while the app's modules load.
  let closing = false;
  const opening = import('./db/index.ts').then(({ createDatabase }) =>
    createDatabase(config, {
      onUnexpectedExit: (code, signal) => {
        if (closing) return;
        console.error(
          `The embedded PostgreSQL server stopped unexpectedly (${code ?? signal}); see ${config.dataDir}/postgres.log and ${config.dataDir}/postgres/log. The portal stops too: start it again.`,
        );
        process.exit(1);
      },
    }),
  );
  opening.catch(() => undefined); // a failure is reported below
  const [{ buildApp }, { outboxFolder }] = await Promise.all([import('./app.ts'), import('./mail/index.ts')]);
  let app: App;
  try {
    app = await buildApp(config, { opening });
  } catch (error) {
    const { EmbeddedDatabaseError } = await import('./db/embedded.ts');
    if (error instanceof EmbeddedDatabaseError) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
  await app.ready();
  full = app.routing;
  // Fastify's answer to malformed HTTP (its JSON 400, 408 and 431) listens on the server Fastify made,
  // which never listens here: ours takes it over from now on.
  for (const listener of app.server.listeners('clientError'))
    server.on('clientError', listener as (error: Error, socket: import('node:stream').Duplex) => void);
  release();
  await shell.close();

  console.log(`Portal ready at ${config.publicUrl}`);
  console.log(
    `Database: ${app.ctx.database.kind === 'embedded' ? `the portal's own PostgreSQL in ${config.dataDir}/postgres (socket folder ${app.ctx.database.connection.host})` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  if (!config.smtpUrl)
    console.log(`Mail goes to the outbox folder ${outboxFolder(config)} (set SMTP_URL to send)`);
  console.log(`SMS go to ${app.ctx.outbox.smsDescription} (SMS_PROVIDER)`);

  // The refusal's text, read now: nothing is loaded while the server stops.
  const { outageMessages } = await import('@portal/domain');
  const refusal = JSON.stringify({
    error: { code: 'SERVICE_UNAVAILABLE', message: outageMessages.shuttingDown },
  });

  /**
   * SIGTERM/SIGINT (issue 30 item 4): stop taking work, finish what is in flight, then close.
   * 1. The port closes (new connections are refused; a proxy sends them to another server). A
   *    request arriving on a kept-alive connection is answered 503 with Retry-After and
   *    `Connection: close` (nothing was done; the client or proxy tries again elsewhere).
   * 2. Requests under way finish and are answered, with `Connection: close`; idle connections close
   *    at once and each busy one when its answer is sent. After SHUTDOWN_GRACE_MS whatever is left
   *    is cut (a request that slow is stuck, and its transaction rolls back).
   * 3. The app closes: jobs and outbox sends stop, the pool closes and the embedded PostgreSQL
   *    server stops (fast shutdown). The process exits 0, within SHUTDOWN_LIMIT_MS in any case.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s: exiting now.`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    draining = (_request, response) => {
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(RETRY_AFTER_SECONDS),
        connection: 'close',
      });
      response.end(refusal);
    };
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      response.once('close', () => setImmediate(() => server.closeIdleConnections()));
    }
    try {
      await new Promise<void>((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
