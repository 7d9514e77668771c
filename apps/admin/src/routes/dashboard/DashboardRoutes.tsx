import { Outlet, Route, Routes } from 'react-router-dom';
import { useSession } from '../../api/session';
import { dashboardSections, type DashboardSection } from '../../routePaths';
import NotFoundScreen from '../NotFoundScreen';
import { AdminUsersSection } from './AdminUsersSection';
import { AuditLogSection } from './AuditLogSection';
import { DashboardLayout } from './DashboardLayout';
import { ForbiddenSection } from './ForbiddenSection';
import { InboxSection } from './InboxSection';
import { OverviewSection } from './OverviewSection';
import { allows } from './sections';
import { SettingsSection } from './SettingsSection';
import { SignupRequestsSection } from './SignupRequestsSection';

const SECTIONS: Record<DashboardSection, () => React.ReactNode> = {
  'signup-requests': () => <SignupRequestsSection />,
  'admin-users': () => <AdminUsersSection />,
  inbox: () => <InboxSection />,
  'audit-log': () => <AuditLogSection />,
  settings: () => <SettingsSection />,
};

/** The signed-in area (RequireSession ran before): one path per section, by role. */
export default function DashboardRoutes() {
  const { data } = useSession();
  if (!data) return null;
  const role = data.user.role;
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
        {dashboardSections.map((section) => (
          <Route
            key={section}
            path={section}
            element={allows(role, section) ? SECTIONS[section]() : <ForbiddenSection />}
          />
        ))}
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
