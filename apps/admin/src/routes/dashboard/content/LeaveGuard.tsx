import { ConfirmDialog } from '@studio/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving while `when` holds: in the app (a link, Back) with a dialog, and on reload
 * or closing the tab with the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave with unsaved changes?"
      description="Some changes are not on the server yet. They stay in this browser and come back when you open this again, until you sign out."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
