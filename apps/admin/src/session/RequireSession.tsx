import { Button, Text } from '@studio/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useSession } from '../api/session';
import { AuthScreen } from '../layout/AuthScreen';
import { PageSpinner } from '../layout/PageSpinner';
import type { Role } from '@studio/contracts';
import { dashboardRoleOf, signInPathFor } from '../routePaths';
import { IdleWarning } from './IdleWarning';
import { SessionNotices, type SignInNotice } from './notices';
import { SessionGuardContext } from './SessionGuardContext';

/**
 * Shows its children only to a signed-in user. Without a session it replaces the entry with the
 * sign-in screen, carrying the current path as `returnUrl`; a session that ended while in use
 * (idle, revoked, blocked) also says so there.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // The role of the session seen here, so that its end sends the person to their own sign-in.
  const [hadSession, setHadSession] = useState<Role | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const guard = useMemo(
    () => ({
      expectSignOut: () => setSigningOut(true),
      cancelSignOut: () => setSigningOut(false),
    }),
    [],
  );
  // Remembered so that losing the session later reads as "it ended", not "never signed in".
  if (session.data && hadSession !== session.data.user.role) setHadSession(session.data.user.role);

  if (session.isPending) {
    return <PageSpinner label="Checking your session" />;
  }
  if (session.isError && !session.data) {
    return (
      <AuthScreen title="We could not check your session">
        <Text role="alert" tone="critical">
          {errorMessage(session.error, 'An error occurred. Please try again.')}
        </Text>
        <Button variant="primary" onClick={() => void session.refetch()}>
          Try Again
        </Button>
      </AuthScreen>
    );
  }
  if (!session.data) {
    // The sign-out that ended it navigates on its own.
    if (signingOut) return null;
    const returnUrl = `${location.pathname}${location.search}${location.hash}`;
    const state: SignInNotice | undefined = hadSession
      ? { notice: SessionNotices.expired }
      : undefined;
    const role = hadSession ?? dashboardRoleOf(location.pathname) ?? undefined;
    return (
      <Navigate
        to={`${signInPathFor(role)}?returnUrl=${encodeURIComponent(returnUrl)}`}
        replace
        state={state}
      />
    );
  }
  return (
    <SessionGuardContext.Provider value={guard}>
      {children}
      <IdleWarning session={session.data} fetchedAt={session.dataUpdatedAt} />
    </SessionGuardContext.Provider>
  );
}
