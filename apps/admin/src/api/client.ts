import type { FieldError } from '@studio/contracts';

/** The API answered with a status outside 2xx (its `{success:false, message, errors?}` body). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind = 'api';
  readonly status: number;
  readonly errors?: FieldError[];
  /** From `Retry-After` (423 lockout, 429 limits, 503). */
  readonly retryAfterSeconds?: number;
  /** The whole answer, for the fields some refusals add (the entries that use a media file). */
  readonly body?: unknown;

  constructor(
    status: number,
    message: string,
    options: { errors?: FieldError[]; retryAfterSeconds?: number; body?: unknown } = {},
  ) {
    super(message);
    this.status = status;
    if (options.errors) this.errors = options.errors;
    if (options.body !== undefined) this.body = options.body;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The request never got an answer (offline, server down, connection dropped). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly kind = 'network';
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

type ApiInit = Omit<RequestInit, 'body'> & {
  body?: unknown;
  /**
   * Sent by the page itself (an open editor's heartbeat), not by the person: the server does not
   * count it as activity, so neither does the session warning.
   */
  passive?: boolean;
};

// Every answered request counts as activity for the server's idle timeout; the session warning
// reads this to know when the server will end an idle session.
let lastAnsweredAt = Date.now();
export function lastApiActivity(): number {
  return lastAnsweredAt;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function readErrorBody(body: unknown): { message?: string; errors?: FieldError[] } {
  if (typeof body !== 'object' || body === null) return {};
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return {
    message: typeof message === 'string' ? message : undefined,
    errors: Array.isArray(errors) ? (errors as FieldError[]) : undefined,
  };
}

/**
 * Calls the studio API on this origin (`/api/...`): JSON in and out, the session cookie sent by
 * the browser. Resolves with the parsed body of a 2xx answer; rejects with an ApiError for any
 * other status and a NetworkError when no answer arrived.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  if (!path.startsWith('/api/')) throw new TypeError(`apiFetch takes a relative /api/ path.`);
  const { body, headers, passive = false, ...rest } = init;
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: hasBody ? JSON.stringify(body) : undefined,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(NETWORK_ERROR_MESSAGE, { cause });
  }
  if (!passive) lastAnsweredAt = Date.now();
  let parsed: unknown = null;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    const { message, errors } = readErrorBody(parsed);
    throw new ApiError(response.status, message ?? '', {
      errors,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
      body: parsed,
    });
  }
  return parsed as T;
}

/**
 * The message to show for a failed call: the server's own message, or `fallback` when it gave
 * none; the network message when no answer came.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
