import type { DashboardAnswer } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

/** The first screen's counts; an admin's answer holds the unread messages only. */
export function useDashboardCounts() {
  return useQuery({
    queryKey: dashboardKeys.counts(),
    queryFn: () => apiFetch<DashboardAnswer>('/api/admin/dashboard'),
  });
}
