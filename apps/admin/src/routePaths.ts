/** The dashboard's sections, each at `/super-admin/dashboard/<section>` (the overview at the root). */
export const dashboardSections = [
  'signup-requests',
  'admin-users',
  'inbox',
  'audit-log',
  'settings',
] as const;
export type DashboardSection = (typeof dashboardSections)[number];

/**
 * Every path the admin app answers. The build writes this list to dist/routes.json, and the API's
 * static serving answers exactly these with the app (no-store); every other path is a 404.
 */
export const adminRoutePaths = [
  '/super-admin/login',
  '/super-admin/dashboard',
  '/super-admin/dashboard/signup-requests',
  '/super-admin/dashboard/admin-users',
  '/super-admin/dashboard/inbox',
  '/super-admin/dashboard/audit-log',
  '/super-admin/dashboard/settings',
  '/admin/login',
  '/admin/signup',
  '/forgot-password',
  '/reset-password/*',
] as const;

/** The paths the screens link and navigate to. */
export const paths = {
  superAdminLogin: '/super-admin/login',
  adminLogin: '/admin/login',
  requestAccess: '/admin/signup',
  forgotPassword: '/forgot-password',
  /** After forgot-password the flow uses the literal token `new`; any token shows the screen. */
  resetPassword: (token = 'new') => `/reset-password/${encodeURIComponent(token)}`,
  dashboard: '/super-admin/dashboard',
  dashboardSection: (section: DashboardSection) => `/super-admin/dashboard/${section}`,
} as const;

/**
 * Where sign-in may send the user back to: a path of this app's dashboard on this origin, never
 * another site (an open redirect) nor a sign-in screen. Anything else gives null.
 */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  const inDashboard =
    url.pathname === paths.dashboard || url.pathname.startsWith(`${paths.dashboard}/`);
  return inDashboard ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The sign-in screen that belongs to a role. */
export function signInPathFor(role: 'admin' | 'super_admin' | undefined): string {
  return role === 'admin' ? paths.adminLogin : paths.superAdminLogin;
}
