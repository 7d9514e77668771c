import { useNavigate } from 'react-router-dom';
import { useLogoutMutation, useSession } from '../api/session';
import { clearAllDrafts } from '../forms/draftStorage';
import { signInPathFor } from '../routePaths';
import { SessionNotices, type SignInNotice } from '../session/notices';
import { useSessionGuard } from '../session/SessionGuardContext';

/**
 * Signs out: the server revokes the session, the app forgets everything it cached for the user
 * (and the unsaved edits kept in this browser), and the sign-in screen replaces the current history entry, so Back does not return to the
 * dashboard.
 */
export function useLogout() {
  const mutation = useLogoutMutation();
  const { data: session } = useSession();
  const guard = useSessionGuard();
  const navigate = useNavigate();
  const signIn = signInPathFor(session?.user.role);
  return {
    logout: async () => {
      guard?.expectSignOut();
      try {
        await mutation.mutateAsync();
      } catch (error) {
        guard?.cancelSignOut();
        throw error;
      }
      clearAllDrafts();
      const state: SignInNotice = { notice: SessionNotices.signedOut };
      await navigate(signIn, { replace: true, state });
    },
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
