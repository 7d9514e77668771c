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
 * Runs work whose cost must not show in the answer's timing (what it does depends on whether an
 * account exists). With the outbox it finishes before the answer: the outbox is a development
 * and test transport that people and tests read right after the answer, and it makes no timing
 * promise. Over SMTP (production) it runs after the answer; a failure is logged, never answered.
 */
export async function runUnobserved(
  mailer: Mailer,
  work: () => Promise<void>,
  log: DeliveryLog,
): Promise<void> {
  const running = work().catch((error: unknown) => {
    log.error({ err: error }, 'work after the answer failed');
  });
  if (mailer.mode === 'outbox') await running;
}

/** For answers that must not reveal which mails went out (the public request-access form). */
export async function sendUnobserved(
  mailer: Mailer,
  mails: Mail[],
  log: DeliveryLog,
): Promise<void> {
  await runUnobserved(
    mailer,
    async () => {
      for (const mail of mails) await trySend(mailer, mail, log);
    },
    log,
  );
}
