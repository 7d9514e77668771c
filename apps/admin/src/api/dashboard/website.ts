import type {
  Locale,
  SiteProblem,
  SiteStatusAnswer,
  StudioNameAnswer,
  WebsiteAnswer,
  WebsiteSettings,
  WebsiteTranslation,
  WebsiteTranslationView,
  WebsiteView,
} from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studio } from '../../studio';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

/** A 409's body: the settings as the server has them now. */
export type WebsiteConflictBody = { success: false; message: string; current: WebsiteView };

export function useWebsite() {
  return useQuery({
    queryKey: dashboardKeys.website(),
    queryFn: () =>
      apiFetch<{ success: true; website: WebsiteView }>('/api/website').then(
        (answer) => answer.website,
      ),
    refetchOnWindowFocus: false,
  });
}

/** The pages of the public site that could not be updated (none: it is up to date). */
export function useSiteProblems() {
  return useQuery({
    queryKey: dashboardKeys.siteStatus(),
    queryFn: (): Promise<SiteProblem[]> =>
      apiFetch<SiteStatusAnswer>('/api/website/site-status').then((answer) => answer.problems),
  });
}

/**
 * The studio's name as the stored identity holds it (a public call, so signed-out screens show it
 * too); the compiled default until it answers or when it cannot. A website save refetches it.
 */
export function useStudioName(): string {
  const { data } = useQuery({
    queryKey: dashboardKeys.studioName(),
    queryFn: () =>
      apiFetch<StudioNameAnswer>('/api/website/studio-name').then((answer) => answer.name),
    retry: false,
    refetchOnWindowFocus: false,
  });
  return data ?? studio.name;
}

/** Super admins only: the API refuses anyone else with 403. */
export function useSaveWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number; settings: WebsiteSettings }) =>
      apiFetch<WebsiteAnswer>('/api/website', { method: 'PUT', body: input }),
    onSuccess: (answer) => queryClient.setQueryData(dashboardKeys.website(), answer.website),
  });
}

/** The website settings' words in `locale` (not the default language): version 0 and `{}` before any. */
export function useWebsiteTranslation(locale: Locale) {
  return useQuery({
    queryKey: dashboardKeys.websiteTranslation(locale),
    queryFn: () =>
      apiFetch<{ success: true; website: WebsiteTranslationView }>(
        `/api/website/translations/${locale}`,
      ).then((answer) => answer.website),
    refetchOnWindowFocus: false,
  });
}

/** Super admins only; stored as sent: a part left out stays absent (nothing of English is filled in). */
export function useSaveWebsiteTranslation(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number; settings: WebsiteTranslation }) =>
      apiFetch<{ success: true; message: string; website: WebsiteTranslationView }>(
        `/api/website/translations/${locale}`,
        { method: 'PUT', body: input },
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(dashboardKeys.websiteTranslation(locale), answer.website),
  });
}
