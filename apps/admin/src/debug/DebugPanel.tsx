import { toastTypes } from '@studio/ui';
import { Button, Dialog, Stack, Text, useToast } from '@studio/ui';
import { useSession } from '../api/session';

const samples = {
  success: { title: 'Signup request approved', message: 'The applicant was notified by email.' },
  error: { title: 'Could not approve the request', message: 'Network error. Please try again.' },
  warning: { title: 'Your session ends soon', message: 'Stay signed in to keep working.' },
  info: { title: 'New OTP sent to your email!', message: 'It is valid for 10 minutes.' },
} as const;

/** Development builds only: the current session, and every toast type on demand. */
export default function DebugPanel() {
  const { toast } = useToast();
  const session = useSession();
  return (
    <div style={{ position: 'fixed', insetInlineEnd: '1rem', insetBlockEnd: '1rem', zIndex: 1 }}>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button size="sm" variant="secondary">
            Debug
          </Button>
        </Dialog.Trigger>
        <Dialog.Content size="sm">
          <Dialog.Title>Debug panel</Dialog.Title>
          <Dialog.Description>Development builds only.</Dialog.Description>
          <Dialog.Body>
            <Stack gap="4">
              <Text as="div" size="sm">
                <strong>Session:</strong>{' '}
                <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {session.isPending
                    ? 'checking...'
                    : JSON.stringify(session.data ?? null, null, 2)}
                </pre>
              </Text>
              <Stack direction="row" gap="2" wrap>
                {toastTypes.map((type) => (
                  <Button
                    key={type}
                    size="sm"
                    variant="secondary"
                    onClick={() => toast({ type, ...samples[type] })}
                  >
                    Show {type} toast
                  </Button>
                ))}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    toast({ type: 'info', title: 'This toast stays until dismissed', duration: 0 })
                  }
                >
                  Show sticky toast
                </Button>
              </Stack>
              <Button size="sm" variant="ghost" onClick={() => void session.refetch()}>
                Check the session again
              </Button>
            </Stack>
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
