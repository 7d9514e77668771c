import type { ConfigurationAnswer } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

export function useConfiguration() {
  return useQuery({
    queryKey: dashboardKeys.configuration(),
    queryFn: () => apiFetch<ConfigurationAnswer>('/api/super-admin/configuration'),
  });
}
