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

export function createMailer(opts: { smtpUrl?: string; from: string; dir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
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
