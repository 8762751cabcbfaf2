// Start-up work shared by the server and the CLI: migrations and the configured admin account.
import type { BuiltApp } from './app.js';
import type { Config } from './config.js';
import { migrateLatest } from './db/migrate.js';

export async function bootstrap(built: BuiltApp, config: Config): Promise<void> {
  if (config.MIGRATE_ON_START) {
    const applied = await migrateLatest(built.db);
    if (applied.length) built.logger.info({ applied }, 'migrations applied');
  }
  // Registrations from before prices were locked take today's CMS price (ADR 0083); none after the first start.
  const locked = await built.services.payments.lockUnlockedPrices();
  if (locked) built.logger.info({ locked }, 'registration prices locked');
  await built.storage.ensureBucket();
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const { created } = await built.services.auth.ensureAdmin({
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
      email: config.ADMIN_EMAIL,
    });
    built.logger.info({ username: config.ADMIN_USERNAME, created }, 'admin account ensured');
  }
}
