import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { outboxFolder } from './mail/index.ts';

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
  const app = await buildApp(config);
  await app.listen({ host: '0.0.0.0', port: config.port });
  console.log(`Portal ready at ${config.publicUrl}`);
  console.log(
    `Database: ${app.ctx.database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL'}`,
  );
  if (!config.smtpUrl)
    console.log(`Mail goes to the outbox folder ${outboxFolder(config)} (set SMTP_URL to send)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
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
