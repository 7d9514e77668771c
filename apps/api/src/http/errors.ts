import type { FieldError } from '@studio/contracts';

/**
 * A refusal the client should see as is: status, message, optional headers, field errors, and
 * what else the answer carries (the current version of a stale write, where an item is used).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldError[],
    readonly more: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
