import type { FastifyRequest } from 'fastify';
import { AuthMessages } from '@studio/contracts';
import type { Refusal } from '../domain/refusal.js';
import { HttpError } from '../http/errors.js';

export interface Actor {
  id: string;
  email: string;
}

/** The signed-in user a guarded route acts for (requireSession ran before the handler). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.auth) throw new HttpError(401, AuthMessages.signInRequired);
  return { id: request.auth.user.id, email: request.auth.user.email };
}

const STATUS_OF: Record<Refusal['reason'], number> = { not_found: 404, conflict: 409 };

/** The HTTP answer to a refusal of the domain. */
export function refused(refusal: Refusal): HttpError {
  return new HttpError(STATUS_OF[refusal.reason], refusal.message);
}

/** Free text from a form: trimmed, and null when nothing is left. */
export function cleanText(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

/** The sentence an action's answer ends with, by how its notice fared. */
export function mailClause(sent: boolean | null, who: string): string {
  if (sent === null) return '';
  return sent
    ? ` The ${who} was notified by email.`
    : ` The email notification to the ${who} could not be sent.`;
}
