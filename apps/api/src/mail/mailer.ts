import { randomUUID } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (a visitor's address on inbox mails). */
  replyTo?: string;
}

export interface MailLogger {
  info(details: Record<string, string>, message: string): void;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Resolves once the mail is accepted (written to the outbox, or accepted by the SMTP server). */
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/**
 * Development and test delivery: one JSON file per mail in DATA_DIR/outbox, named
 * `<ISO time>-<seq>.json`, complete before the API answers, so a person or a test reads the code.
 */
export function outboxMailer(dir: string, clock: Clock, log: MailLogger): Mailer {
  let seq = 0;
  return {
    mode: 'outbox',
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const sentAt = clock.now().toISOString();
      const record = { to: mail.to, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
      const body = `${JSON.stringify({ ...record, subject: mail.subject, text: mail.text, html: mail.html, sentAt }, null, 2)}\n`;
      // Written whole under a name no reader picks up (not `.json`), then linked into place, so
      // a reader polling the folder never sees half a mail; link, unlike rename, never replaces
      // a mail another instance sharing DATA_DIR wrote under the same name.
      const temporary = join(dir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, body, { flag: 'wx', mode: 0o600 });
      try {
        for (;;) {
          seq += 1;
          const file = join(dir, `${sentAt}-${String(seq).padStart(4, '0')}.json`);
          try {
            await link(temporary, file);
            log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
            return;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          }
        }
      } finally {
        await unlink(temporary);
      }
    },
    async close() {},
  };
}

/** `from` is read at each send: the sender's name follows the stored identity. */
export function smtpMailer(url: string, from: () => string, log: MailLogger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    mode: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({ from: from(), ...mail });
      log.info(
        { to: mail.to, subject: mail.subject, messageId: String(info.messageId) },
        'mail sent over SMTP',
      );
    },
    async close() {
      transport.close();
    },
  };
}
