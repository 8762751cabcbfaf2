// The message worker as its own process (npm start runs it beside the api; compose as a service).
// Several may run: each claims messages with SKIP LOCKED, so none is sent twice at once.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { mailDestination } from './lib/mailer.js';
import { startMessageWorker } from './modules/messages/start-worker.js';

async function main() {
  // The worker serves no HTTP and does not migrate: the api (or the migrate job) does.
  const config = loadConfig({ ...process.env, MIGRATE_ON_START: 'false' });
  const built = await buildApp(config);
  const running = startMessageWorker(built, config);
  built.logger.info({ mailTo: mailDestination({ smtpUrl: config.SMTP_URL, dir: config.MAIL_DIR }) }, 'message worker started');
  const stop = async (signal: string) => {
    built.logger.info({ signal }, 'message worker stopping');
    await running.stop();
    await built.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
