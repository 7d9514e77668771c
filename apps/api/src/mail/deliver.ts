import type { Mail, Mailer } from './mailer.js';
import type { Brand } from './templates.js';

export interface DeliveryLog {
  error(details: object, message: string): void;
}

/**
 * Sends and reports whether the mail left, for answers that carry an honest `emailSent`. A
 * failed mail never undoes the action that caused it; it is logged with the request id.
 */
export async function trySend(mailer: Mailer, mail: Mail, log: DeliveryLog): Promise<boolean> {
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
    return false;
  }
}

/** What a domain action needs to tell people about itself once it has committed. */
export interface NoticeContext {
  mailer: Mailer;
  brand: Brand;
  log: DeliveryLog;
}
