import type { Role } from '@studio/contracts';
import type { FastifyRequest } from 'fastify';
import { SIGNED_OUT, refusalError } from './refusals.js';

/** The signed-in person a request acts for, with role and address for the audit. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
  ip: string;
}

/** The person a guarded route acts for (`requireSession` ran before the handler). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.auth) throw refusalError(SIGNED_OUT);
  const { id, email, role } = request.auth.user;
  return { id, email, role, ip: request.ip };
}
