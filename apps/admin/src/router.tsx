import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ToastProvider } from '@studio/ui';
import { sessionQueryKey } from './api/session';
import { ErrorBoundary, RouteErrorScreen } from './errors/ErrorBoundary';
import { PageSpinner } from './layout/PageSpinner';
import { dashboards, paths } from './routePaths';
import { RequireSession } from './session/RequireSession';

// Its code loads only once the session is confirmed: the sign-in screens never download it.
const DashboardRoutes = lazy(() => import('./routes/dashboard/DashboardRoutes'));
// Development builds only: production bundles drop the import entirely.
const DebugPanel = import.meta.env.DEV ? lazy(() => import('./debug/DebugPanel')) : null;

/** Wraps every screen: toasts, the crash screen, and a session re-check on back-forward restore. */
function RootLayout() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A page restored from the back-forward cache shows what it showed before the user left
    // (perhaps signed out since): ask the server again before trusting it.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [queryClient]);
  return (
    <ToastProvider>
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
      {DebugPanel ? (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      ) : null}
    </ToastProvider>
  );
}

function Dashboard() {
  return (
    <RequireSession>
      <Suspense fallback={<PageSpinner label="Loading the dashboard" />}>
        <DashboardRoutes />
      </Suspense>
    </RequireSession>
  );
}

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Every screen of the admin app. Every path here must also be listed in routePaths.ts. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageSpinner,
    children: [
      { path: paths.superAdminLogin, lazy: screen(() => import('./routes/SignInScreen')) },
      { path: paths.adminLogin, lazy: screen(() => import('./routes/SignInScreen')) },
      { path: paths.requestAccess, lazy: screen(() => import('./routes/RequestAccessScreen')) },
      {
        path: paths.forgotPassword,
        lazy: screen(() => import('./routes/ForgotPasswordScreen')),
      },
      {
        path: '/reset-password/:token',
        lazy: screen(() => import('./routes/ResetPasswordScreen')),
      },
      // The area alone leads to its sign-in screen, which goes on to the dashboard when signed in.
      ...Object.values(dashboards).map(({ area, signIn }) => ({
        path: area,
        element: <Navigate to={signIn} replace />,
      })),
      { path: `${dashboards.super_admin.root}/*`, element: <Dashboard /> },
      { path: `${dashboards.admin.root}/*`, element: <Dashboard /> },
      { path: '*', lazy: screen(() => import('./routes/NotFoundScreen')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
