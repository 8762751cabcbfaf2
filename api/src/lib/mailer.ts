// Outgoing mail: SMTP through nodemailer, or, with no SMTP_URL (npm start on a laptop), each
// message written as an .eml file under MAIL_DIR so it can be opened without any mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox message: a retried send can be recognised as the same message. */
  messageId: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Connections the pool keeps open to the mail server: messages of a batch go out side by side. */
export const SMTP_CONNECTIONS = 5;

/**
 * The SMTP URL with a pool of connections unless it says otherwise: a connection's greeting costs
 * more than a message (an announcement to the whole group went out at 7 a second, one connection
 * each). Bounded waits: a server that stops answering fails the send within a minute (nodemailer's
 * own default is ten), so the worker retries instead of hanging. Options in the URL's query win
 * (`?pool=false`, `?maxConnections=2`, `?socketTimeout=…`).
 */
export function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', maxConnections: String(SMTP_CONNECTIONS), connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '60000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/** Where mail goes, for the logs: the SMTP server without its credentials, or the folder. */
export function mailDestination(opts: { smtpUrl?: string; dir: string }): string {
  if (!opts.smtpUrl) return `files in ${opts.dir} (no SMTP_URL)`;
  const url = new URL(opts.smtpUrl);
  return `${url.protocol}//${url.host}`;
}

export function createMailer(opts: { smtpUrl?: string; from: string; dir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(pooledUrl(opts.smtpUrl), { from: opts.from });
    return {
      async send(mail) {
        await transport.sendMail({ ...mail, from: opts.from });
      },
      close: () => transport.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await files.sendMail({ ...mail, from: opts.from });
      await mkdir(opts.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(opts.dir, name), info.message as Buffer);
    },
    close: () => files.close(),
  };
}
