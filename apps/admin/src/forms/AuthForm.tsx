import { Stack } from '@studio/ui';
import type { ComponentProps, ReactNode } from 'react';

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
