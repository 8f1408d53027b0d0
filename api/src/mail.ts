// Outgoing mail: SMTP when SMTP_URL is set, otherwise one .eml file per message in DATA_DIR/outbox, its file
// name logged, so a local user can still finish a password reset. The files hold reset codes and the texts of
// reminders: only the server's own user may read them, and the log names the file, not its subject.
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from, ...message });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await chmod(outboxDir, 0o700);
      await writeFile(file, info.message, { mode: 0o600 });
      log.info({ file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.outboxDir, options.from, options.log);
}
