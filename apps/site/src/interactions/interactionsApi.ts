import type {
  CommentCreate,
  InteractionsAnswer,
  LikeAnswer,
  RatingAnswer,
} from '@studio/contracts';

/*
 * The article's Rate & Interact calls, loaded only when the section comes near the viewport.
 * Every answer is the API's (`no-store`): counts and comments are never part of a page file.
 */

export type Failure = { ok: false; message: string; errors: { field: string; message: string }[] };
export type Outcome<T> = { ok: true; value: T } | Failure;

const FAILURE = 'Something went wrong. Please try again in a moment.';

async function request<T>(method: string, url: string, body?: unknown): Promise<Outcome<T>> {
  try {
    const response = await fetch(url, {
      method,
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json().catch(() => null)) as
      (T & { message?: unknown; errors?: unknown }) | null;
    if (response.ok && answer) return { ok: true, value: answer };
    const message = typeof answer?.message === 'string' ? answer.message : FAILURE;
    const errors = Array.isArray(answer?.errors)
      ? (answer.errors as { field: string; message: string }[])
      : [];
    return { ok: false, message, errors };
  } catch {
    return { ok: false, message: FAILURE, errors: [] };
  }
}

const base = (slug: string) => `/api/articles/${encodeURIComponent(slug)}`;

export const readInteractions = (slug: string, page = 1) =>
  request<InteractionsAnswer>('GET', `${base(slug)}/interactions?page=${page}`);

export const sendLike = (slug: string, visitorId: string, liked: boolean) =>
  request<LikeAnswer>('POST', `${base(slug)}/${liked ? 'like' : 'unlike'}`, { visitorId });

export const sendRating = (slug: string, visitorId: string, stars: number) =>
  request<RatingAnswer>('PUT', `${base(slug)}/rating`, { visitorId, stars });

export const sendComment = (slug: string, comment: CommentCreate) =>
  request<{ success: true; message: string }>('POST', `${base(slug)}/comments`, comment);
