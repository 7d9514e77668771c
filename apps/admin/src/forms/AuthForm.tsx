import { Button, Stack } from '@studio/ui';
import type { ComponentProps, ReactNode } from 'react';
import { FormAlert } from './FormAlert';

/**
 * The form of a signed-out screen, its fields stacked. `noValidate`: the schema's messages show
 * under the fields instead of the browser's own bubbles.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}

/**
 * The end of a signed-out form: what went wrong with the last try, then the one primary action,
 * which says what it is doing while the request runs.
 */
export function AuthSubmit({
  error,
  pending,
  pendingText,
  children,
}: {
  error: string | null;
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" variant="primary" fullWidth loading={pending} loadingText={pendingText}>
        {children}
      </Button>
    </>
  );
}
