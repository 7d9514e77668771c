import { CONTENT_TYPE_IDS, type ContentType, type Locale, type Role } from '@studio/contracts';

/** Every dashboard section there is; each role's dashboard has some of them (see `dashboards`). */
export const dashboardSections = [
  'signup-requests',
  'admin-users',
  'inbox',
  'audit-log',
  'settings',
  'website',
  'content',
  'content/media',
  'content/comments',
] as const;
export type DashboardSection = (typeof dashboardSections)[number];

type Dashboard = {
  /** The role's area: a person who types only this is sent to its sign-in screen. */
  area: string;
  /** The overview; each section is at `<root>/<section>`. */
  root: string;
  /** The sign-in screen headed for this role (both screens accept both roles). */
  signIn: string;
  /** The heading of that sign-in screen. */
  signInTitle: string;
  sections: readonly DashboardSection[];
};

/**
 * The one table of which paths belong to whom: each role works under its own dashboard, and the
 * sections listed are the only ones it has. Everything else here is derived from it.
 */
export const dashboards = {
  super_admin: {
    area: '/super-admin',
    root: '/super-admin/dashboard',
    signIn: '/super-admin/login',
    signInTitle: 'Super Admin Login',
    sections: [
      'signup-requests',
      'admin-users',
      'inbox',
      'website',
      'content',
      'content/media',
      'content/comments',
      'audit-log',
      'settings',
    ],
  },
  admin: {
    area: '/admin',
    root: '/admin/dashboard',
    signIn: '/admin/login',
    signInTitle: 'Admin Login',
    sections: ['inbox', 'website', 'content', 'content/media', 'content/comments'],
  },
} as const satisfies Record<Role, Dashboard>;

const roles = Object.keys(dashboards) as Role[];

/**
 * Every path the admin app answers. The build writes this list to dist/routes.json, and the API's
 * static serving answers exactly these with the app (no-store); every other path is a 404.
 */
export const adminRoutePaths: readonly string[] = [
  ...roles.flatMap((role) => {
    const { area, root, signIn, sections } = dashboards[role];
    const contentPaths = (sections as readonly DashboardSection[]).includes('content')
      ? CONTENT_TYPE_IDS.flatMap((type) => [
          `${root}/content/${type}`,
          // `new` and each entry's id
          `${root}/content/${type}/*`,
        ])
      : [];
    return [
      area,
      signIn,
      root,
      ...sections.map((section) => `${root}/${section}`),
      ...contentPaths,
    ];
  }),
  '/admin/signup',
  '/forgot-password',
  '/reset-password/*',
];

/** The paths the screens link and navigate to. */
export const paths = {
  superAdminLogin: dashboards.super_admin.signIn,
  adminLogin: dashboards.admin.signIn,
  requestAccess: '/admin/signup',
  forgotPassword: '/forgot-password',
  /** After forgot-password the flow uses the literal token `new`; any token shows the screen. */
  resetPassword: (token = 'new') => `/reset-password/${encodeURIComponent(token)}`,
} as const;

/** A role's dashboard: its overview, or one of its sections. */
export function dashboardPath(role: Role, section?: DashboardSection): string {
  const { root } = dashboards[role];
  return section ? `${root}/${section}` : root;
}

export function hasSection(role: Role, section: DashboardSection): boolean {
  return (dashboards[role].sections as readonly DashboardSection[]).includes(section);
}

/** A collection's list, a new entry of it, or one entry's editor, under `role`'s dashboard. */
export function contentPath(role: Role, type: ContentType, entry?: 'new' | (string & {})): string {
  const list = `${dashboards[role].root}/content/${type}`;
  return entry ? `${list}/${encodeURIComponent(entry)}` : list;
}

/** The form adding a `locale` translation of the default-language entry `sourceId`. */
export function newTranslationPath(
  role: Role,
  type: ContentType,
  sourceId: string,
  locale: Locale,
): string {
  return `${contentPath(role, type, sourceId)}/translate/${locale}`;
}

/** Whose dashboard a path is in (its overview or below it), or null outside every dashboard. */
export function dashboardRoleOf(pathname: string): Role | null {
  return (
    roles.find((role) => {
      const { root } = dashboards[role];
      return pathname === root || pathname.startsWith(`${root}/`);
    }) ?? null
  );
}

/** The role a sign-in screen is headed for. */
export function signInRoleOf(pathname: string): Role {
  return pathname === dashboards.admin.signIn ? 'admin' : 'super_admin';
}

/** The sign-in screen that belongs to a role. */
export function signInPathFor(role: Role | undefined): string {
  return dashboards[role ?? 'super_admin'].signIn;
}

/**
 * Where sign-in may send a person back to: a path of their own dashboard on this origin, never
 * another site (an open redirect), a sign-in screen, or the other role's dashboard. Anything else
 * gives null.
 */
export function safeReturnUrl(raw: string | null | undefined, role: Role): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  return dashboardRoleOf(url.pathname) === role ? `${url.pathname}${url.search}${url.hash}` : null;
}
