// The message worker beside a built app: the same services, the configured mailer.
import type { BuiltApp } from '../../app.js';
import type { Config } from '../../config.js';
import { createMailer } from '../../lib/mailer.js';
import { createMessageWorker } from './messages.service.js';

export function startMessageWorker(built: BuiltApp, config: Config) {
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dir: config.MAIL_DIR });
  const worker = createMessageWorker({
    outbox: built.services.outbox,
    mailer,
    content: () => built.services.content.get(),
    logger: built.logger,
    baseUrl: config.publicOrigin,
    pollMs: config.WORKER_POLL_MS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    reminders: built.services.reminders,
    // Holds and offers end by themselves beside the reminders (docs/product.md#seats).
    seats: built.services.seats,
    seatsIntervalMs: config.SEATS_INTERVAL_SECONDS * 1000,
    // A returned trip's personal data goes after its retention period (docs/product.md#privacy).
    retention: built.services.retention,
    retentionIntervalMs: config.RETENTION_INTERVAL_MINUTES * 60_000,
    reminderIntervalMs: config.REMINDER_INTERVAL_MINUTES * 60_000,
    // Refunds to the card kept while the provider was down (ADR 0129); none when online payment is off.
    ...(built.services.onlinePayments.offered ? { cardRefunds: built.services.onlinePayments } : {}),
  });
  worker.start();
  return {
    worker,
    async stop() {
      await worker.stop();
      mailer.close();
    },
  };
}
