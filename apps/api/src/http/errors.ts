import type { FieldError } from '@studio/contracts';

/** A refusal the client should see as is: status, message and optional headers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
