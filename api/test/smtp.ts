// A real SMTP server in the test process (the smtp-server package): it keeps every message it
// accepts, parsed, and can be stopped and started again on the same port.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { BuiltApp } from '../src/app.js';
import { createMailer } from '../src/lib/mailer.js';
import { createMessageWorker } from '../src/modules/messages/messages.service.js';

export class TestSmtp {
  readonly received: ParsedMail[] = [];
  /** Addresses refused for good, as a server without such a mailbox does (550). */
  readonly refused = new Set<string>();
  port = 0;
  private server?: SMTPServer;

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // No reverse DNS of the client: this machine has no resolver to ask.
      disableReverseLookup: true,
      logger: false,
      // Stopping drops the clients' open connections at once, as a server that goes down does
      // (the worker keeps a pool of them open).
      closeTimeout: 50,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages to one address, oldest first. */
  to(email: string): ParsedMail[] {
    return this.received.filter((m) =>
      (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address?.toLowerCase() === email.toLowerCase())),
    );
  }
}

/** Polls until `check` passes or the time is up (then its last failure is thrown). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** A message worker of the app, delivering to the test SMTP server fast (tests wait on it). */
export function startTestWorker(built: BuiltApp, smtp: TestSmtp, baseUrl: string, from = 'no-reply@umrah.test', maxAttempts = 60) {
  return createMessageWorker({
    outbox: built.services.outbox,
    mailer: createMailer({ smtpUrl: smtp.url, from, dir: '/nonexistent' }),
    content: () => built.services.content.get(),
    logger: built.logger,
    baseUrl,
    pollMs: 30,
    retryBaseMs: 50,
    maxAttempts,
  });
}
