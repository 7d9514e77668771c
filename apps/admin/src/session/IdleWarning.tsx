import { Button, Dialog } from '@studio/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, lastApiActivity } from '../api/client';
import { sessionQueryKey, type Session } from '../api/session';
import { useLogout } from '../account/useLogout';
import { FormAlert } from '../forms/FormAlert';

/** The warning opens this long before the server would end an idle session. */
export const IDLE_WARNING_MS = 2 * 60 * 1000;

function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const ASK_AFTER_END_MS = 2000;

/** The server records activity at most once a minute, so its idle clock may lag this much. */
const ACTIVITY_RESOLUTION_MS = 60 * 1000;

/**
 * When the server will end the session without a further request. The session answer says when
 * (`idleExpiresAt`); every later answered request moves that moment on by the idle time, counted
 * from a recorded activity that may be up to a minute older than the request.
 */
function idleDeadline(
  session: Session,
  fetchedAt: number,
): { deadline: number; idleMs: number } | null {
  const reported = Date.parse(session.idleExpiresAt);
  if (!Number.isFinite(reported)) return null;
  const idleMs = reported - fetchedAt;
  const moved = lastApiActivity() - ACTIVITY_RESOLUTION_MS + idleMs;
  const absoluteEnd = Date.parse(session.expiresAt);
  const idleEnd = Math.max(reported, moved);
  return {
    deadline: Number.isFinite(absoluteEnd) ? Math.min(idleEnd, absoluteEnd) : idleEnd,
    idleMs,
  };
}

/**
 * Two minutes before an idle session ends: Stay signed in (one request refreshes it) or Sign out.
 * Closing the dialog any other way (Escape, ×) also counts as staying.
 */
export function IdleWarning({ session, fetchedAt }: { session: Session; fetchedAt: number }) {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const idle = idleDeadline(session, fetchedAt);
  const left = idle === null ? Number.POSITIVE_INFINITY : idle.deadline - now;
  // Asked a moment after the end: a request that arrived just before it would renew the session.
  const ended = left <= -ASK_AFTER_END_MS;
  // With a very short idle timeout the warning takes half of it, so staying closes it again.
  const warnFor = idle === null ? 0 : Math.min(IDLE_WARNING_MS, idle.idleMs / 2);

  useEffect(() => {
    // Ask the server: it answers 401 when the session is over, and the guard returns to sign-in.
    if (ended) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [ended, queryClient]);

  const stay = async () => {
    setError(null);
    setStaying(true);
    try {
      await queryClient.refetchQueries({ queryKey: sessionQueryKey }, { throwOnError: true });
    } catch (reason) {
      setError(errorMessage(reason, 'An error occurred. Please try again.'));
    } finally {
      setStaying(false);
    }
  };

  return (
    <Dialog.Root
      open={left <= warnFor && !ended}
      onOpenChange={(open) => {
        if (!open) void stay();
      }}
    >
      <Dialog.Content size="sm" role="alertdialog">
        <Dialog.Title>Are you still there?</Dialog.Title>
        <Dialog.Description>
          For your security you will be signed out in {formatLeft(left)} because of inactivity.
        </Dialog.Description>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Dialog.Footer>
          <Button variant="secondary" onClick={() => void logout.logout()}>
            Sign out
          </Button>
          <Button
            variant="primary"
            loading={staying}
            loadingText="Staying signed in..."
            onClick={() => void stay()}
          >
            Stay signed in
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
