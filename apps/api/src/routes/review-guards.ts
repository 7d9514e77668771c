import type { FastifyRequest } from 'fastify';
import { SIGNED_OUT, refusalError } from '../http/refusals.js';

export interface Actor {
  id: string;
  email: string;
}

/** The signed-in user a guarded route acts for (requireSession ran before the handler). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.auth) throw refusalError(SIGNED_OUT);
  return { id: request.auth.user.id, email: request.auth.user.email };
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
