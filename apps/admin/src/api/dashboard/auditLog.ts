import type { AuditLogList } from '@studio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

export type AuditFilters = {
  page: number;
  pageSize: number;
  action?: string;
  actor?: string;
  /** ISO date-times, both included. */
  from?: string;
  to?: string;
};

export function auditLogPath(filters: AuditFilters): string {
  const query = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(filters.pageSize),
  });
  if (filters.action) query.set('action', filters.action);
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return `/api/super-admin/audit-log?${query.toString()}`;
}

/** One page of the audit log (the server pages and filters it), newest first. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: dashboardKeys.auditLog(filters),
    queryFn: () => apiFetch<AuditLogList>(auditLogPath(filters)),
    placeholderData: keepPreviousData,
  });
}
