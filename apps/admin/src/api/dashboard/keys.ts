/** Query keys of the dashboard: every action invalidates `all`, so counts and lists refetch. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
  signupRequests: () => [...dashboardKeys.all, 'signup-requests'] as const,
  adminUsers: () => [...dashboardKeys.all, 'admin-users'] as const,
  inbox: (filters: object) => [...dashboardKeys.all, 'inbox', filters] as const,
  auditLog: (filters: object) => [...dashboardKeys.all, 'audit-log', filters] as const,
  media: (filters: object) => [...dashboardKeys.all, 'media', filters] as const,
  mediaItem: (id: string) => [...dashboardKeys.all, 'media-item', id] as const,
  content: (type: string) => [...dashboardKeys.all, 'content', type] as const,
  contentList: (type: string, filters: object) =>
    [...dashboardKeys.content(type), 'list', filters] as const,
  /** The server's TRASH_DAYS, as the latest content list answered it (no fetch of its own). */
  trashDays: () => [...dashboardKeys.all, 'trash-days'] as const,
  contentEntry: (type: string, id: string) =>
    [...dashboardKeys.content(type), 'entry', id] as const,
  presence: (type: string, id: string, tabId: string) =>
    [...dashboardKeys.content(type), 'presence', id, tabId] as const,
  revisions: (type: string, id: string) =>
    [...dashboardKeys.content(type), 'revisions', id] as const,
  comments: (filters: object) => [...dashboardKeys.all, 'comments', filters] as const,
  website: () => [...dashboardKeys.all, 'website'] as const,
  websiteTranslation: (locale: string) => [...dashboardKeys.all, 'website', locale] as const,
  siteStatus: () => [...dashboardKeys.all, 'site-status'] as const,
  studioName: () => [...dashboardKeys.all, 'studio-name'] as const,
  configuration: () => [...dashboardKeys.all, 'configuration'] as const,
};
