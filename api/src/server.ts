import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { ConfigError, loadConfig, startupWarnings } from './config.js';
import { AdminNameTakenError } from './modules/auth/auth.service.js';

async function main() {
  const config = loadConfig();
  const built = await buildApp(config);
  for (const warning of startupWarnings(config)) built.logger.warn(`CONFIGURATION WARNING: ${warning}`);
  await bootstrap(built, config);
  const server = built.app.listen(config.PORT, config.HOST, () => {
    built.logger.info({ url: `http://${config.HOST}:${config.PORT}`, web: config.webDistAvailable }, 'api listening');
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    built.logger.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down: readiness 503, draining connections');
    built.markShuttingDown();
    setTimeout(() => {
      server.close(async () => {
        await built.close();
        process.exit(0);
      });
      server.closeIdleConnections();
    }, config.SHUTDOWN_DRAIN_MS);
    setTimeout(() => process.exit(1), config.SHUTDOWN_DRAIN_MS + 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof AdminNameTakenError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
