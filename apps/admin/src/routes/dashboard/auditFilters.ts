import { isAuditEventId, type AuditEventId } from '@studio/contracts';

/** The audit log's filters and page, as they live in the URL (so a view can be shared or reloaded). */
export type AuditLogView = {
  event: AuditEventId | null;
  actor: string;
  /** Local calendar days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  page: number;
};

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, date] = value.split('-').map(Number) as [number, number, number];
  const moment = new Date(year, month - 1, date);
  return (
    moment.getFullYear() === year && moment.getMonth() === month - 1 && moment.getDate() === date
  );
}
const dayOf = (value: string | null) => (value && isDay(value) ? value : '');

export function readAuditView(params: URLSearchParams): AuditLogView {
  const event = params.get('event');
  const page = Number(params.get('page'));
  return {
    event: event && isAuditEventId(event) ? event : null,
    actor: (params.get('actor') ?? '').trim(),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeAuditView(view: AuditLogView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.event) params.set('event', view.event);
  if (view.actor) params.set('actor', view.actor);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The start of a local day, or the last millisecond of it, as the API's ISO date-time. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moment =
    edge === 'start'
      ? new Date(year, month - 1, date, 0, 0, 0, 0)
      : new Date(year, month - 1, date, 23, 59, 59, 999);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}
