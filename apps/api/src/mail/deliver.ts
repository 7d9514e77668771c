import type { Mail, Mailer } from './mailer.js';

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

/**
 * For answers that must not reveal which mails went out (the public request-access form): the
 * outbox is written before the answer (people and tests read it next); over SMTP the mails leave
 * after the answer, so a known and an unknown email take the same time to answer.
 */
export async function sendUnobserved(
  mailer: Mailer,
  mails: Mail[],
  log: DeliveryLog,
): Promise<void> {
  const sending = (async () => {
    for (const mail of mails) await trySend(mailer, mail, log);
  })();
  if (mailer.mode === 'outbox') await sending;
}
