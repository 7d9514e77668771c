import type {
  ConfigurationAnswer,
  SecuritySettingsAnswer,
  SecuritySettingsBody,
} from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

export function useConfiguration() {
  return useQuery({
    queryKey: dashboardKeys.configuration(),
    queryFn: () => apiFetch<ConfigurationAnswer>('/api/super-admin/configuration'),
  });
}

/** Saves the security values a super admin changed; the configuration is read again after. */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SecuritySettingsBody>) =>
      apiFetch<SecuritySettingsAnswer>('/api/super-admin/settings/security', {
        method: 'PUT',
        body: changes,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.configuration() }),
  });
}
