import type {
  ConfigurationAnswer,
  SecuritySettingsAnswer,
  SecuritySettingsBody,
  SiteRenderAnswer,
} from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

/** How often the settings are read again while the site is being rendered again. */
export const RENDER_POLL_MS = 1000;

export function useConfiguration() {
  return useQuery({
    queryKey: dashboardKeys.configuration(),
    queryFn: () => apiFetch<ConfigurationAnswer>('/api/super-admin/configuration'),
    // The render runs in the background: its state (and the pages' new times) is read again
    // until it is done, and no longer.
    refetchInterval: (query) =>
      query.state.data?.performance.siteRender.running ? RENDER_POLL_MS : false,
  });
}

/** "Render the site again": started in the background; the settings are read again after. */
export function useRenderSiteAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<SiteRenderAnswer>('/api/super-admin/site/render', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.configuration() }),
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
