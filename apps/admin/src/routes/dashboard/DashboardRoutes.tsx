import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '../../api/session';
import {
  dashboardPath,
  dashboardRoleOf,
  dashboardSections,
  dashboards,
  hasSection,
  type DashboardSection,
} from '../../routePaths';
import NotFoundScreen from '../NotFoundScreen';
import type { Role } from '@studio/contracts';
import { AdminUsersSection } from './AdminUsersSection';
import { ContentTypeRoute, NewTranslationRoute } from './content/ContentRoutes';
import { ContentTypesSection } from './content/ContentTypesSection';
import { WebsiteSection } from './website/WebsiteSection';
import { AuditLogSection } from './AuditLogSection';
import { CommentsSection } from './CommentsSection';
import { DashboardLayout } from './DashboardLayout';
import { InboxSection } from './InboxSection';
import { MediaLibrarySection } from './MediaLibrarySection';
import { OverviewSection } from './OverviewSection';
import { SettingsSection } from './SettingsSection';
import { SignupRequestsSection } from './SignupRequestsSection';

const SECTIONS: Record<DashboardSection, (role: Role) => React.ReactNode> = {
  'signup-requests': () => <SignupRequestsSection />,
  'admin-users': () => <AdminUsersSection />,
  inbox: () => <InboxSection />,
  'audit-log': () => <AuditLogSection />,
  settings: () => <SettingsSection />,
  website: (role) => <WebsiteSection role={role} />,
  content: (role) => <ContentTypesSection role={role} />,
  'content/media': (role) => <MediaLibrarySection role={role} />,
  'content/comments': () => <CommentsSection />,
};

/**
 * The signed-in area (RequireSession ran before): the person's own dashboard, one path per
 * section it has. The other role's dashboard sends them to their own, to the same section when
 * theirs has it.
 */
export default function DashboardRoutes() {
  const { data } = useSession();
  const location = useLocation();
  if (!data) return null;
  const role = data.user.role;
  const pathRole = dashboardRoleOf(location.pathname);
  if (pathRole !== null && pathRole !== role) {
    const rest = location.pathname.slice(dashboards[pathRole].root.length + 1);
    const section = dashboardSections.find((candidate) => candidate === rest);
    const own = section && hasSection(role, section) ? section : undefined;
    // A collection's list or entry is the same path under the other dashboard.
    const to =
      !own && rest.startsWith('content/') && hasSection(role, 'content')
        ? `${dashboards[role].root}/${rest}`
        : dashboardPath(role, own);
    return <Navigate to={to} replace />;
  }
  return (
    <Routes>
      <Route
        element={
          <DashboardLayout role={role}>
            <Outlet />
          </DashboardLayout>
        }
      >
        <Route index element={<OverviewSection role={role} />} />
        {dashboards[role].sections.map((section) => (
          <Route key={section} path={section} element={SECTIONS[section](role)} />
        ))}
        {hasSection(role, 'content') ? (
          <>
            <Route path="content/:type" element={<ContentTypeRoute role={role} />} />
            <Route path="content/:type/:id" element={<ContentTypeRoute role={role} />} />
            <Route
              path="content/:type/:id/translate/:locale"
              element={<NewTranslationRoute role={role} />}
            />
          </>
        ) : null}
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
