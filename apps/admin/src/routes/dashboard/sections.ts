import type { Role } from '@studio/contracts';
import { paths, type DashboardSection } from '../../routePaths';

export type SectionLink = {
  /** Undefined: the overview at the dashboard's root. */
  section?: DashboardSection;
  label: string;
  group?: 'User Management';
  roles: readonly Role[];
};

const everyone: readonly Role[] = ['admin', 'super_admin'];
const superAdmin: readonly Role[] = ['super_admin'];

/** The sidebar, in order. Admins see Dashboard and Inbox; the rest is for super admins. */
export const sectionLinks: readonly SectionLink[] = [
  { label: 'Dashboard', roles: everyone },
  {
    section: 'signup-requests',
    label: 'Signup Requests',
    group: 'User Management',
    roles: superAdmin,
  },
  { section: 'admin-users', label: 'Admin Users', group: 'User Management', roles: superAdmin },
  { section: 'inbox', label: 'Inbox', roles: everyone },
  { section: 'audit-log', label: 'Audit Log', roles: superAdmin },
  { section: 'settings', label: 'System Settings', roles: superAdmin },
];

export function hrefOf(link: Pick<SectionLink, 'section'>): string {
  return link.section ? paths.dashboardSection(link.section) : paths.dashboard;
}

export function allows(role: Role, section: DashboardSection | undefined): boolean {
  return sectionLinks.find((link) => link.section === section)?.roles.includes(role) ?? false;
}
