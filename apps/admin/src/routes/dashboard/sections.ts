import type { Role } from '@studio/contracts';
import { dashboardPath, hasSection, type DashboardSection } from '../../routePaths';

/** Said wherever an admin meets Website Management: only super admins change it. */
export const WEBSITE_VIEW_ONLY = 'View only: a super admin can change these settings.';

/** The sidebar's headed groups, in order; `key` names the heading's id. */
export const navGroups = [
  { group: 'User Management', key: 'users' },
  { group: 'Content Management', key: 'content' },
  { group: 'System', key: 'system' },
] as const;
type NavGroup = (typeof navGroups)[number]['group'];

export type SectionLink = {
  /** Undefined: the overview at the dashboard's root. */
  section?: DashboardSection;
  label: string;
  group?: NavGroup;
};

/** The sidebar, in order; each role sees the links of the sections its dashboard has. */
const sectionLinks: readonly SectionLink[] = [
  { label: 'Dashboard' },
  { section: 'inbox', label: 'Inbox' },
  { section: 'website', label: 'Website Management' },
  { section: 'signup-requests', label: 'Signup Requests', group: 'User Management' },
  { section: 'admin-users', label: 'Admin Users', group: 'User Management' },
  { section: 'content', label: 'Content', group: 'Content Management' },
  { section: 'content/media', label: 'Media Library', group: 'Content Management' },
  { section: 'content/comments', label: 'Comments', group: 'Content Management' },
  { section: 'audit-log', label: 'Audit Log', group: 'System' },
  { section: 'settings', label: 'System Settings', group: 'System' },
];

export function sectionLinksFor(role: Role): SectionLink[] {
  return sectionLinks.filter((link) => !link.section || hasSection(role, link.section));
}

export function hrefOf(role: Role, link: Pick<SectionLink, 'section'>): string {
  return dashboardPath(role, link.section);
}
