/**
 * Why the domain refused an action, in its own terms; the routes choose the HTTP status. The
 * message is the sentence the person sees.
 */
export interface Refusal {
  ok: false;
  reason: 'not_found' | 'conflict';
  message: string;
}
