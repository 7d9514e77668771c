import * as RadixVisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof RadixVisuallyHidden.Root>;

/** Content for screen readers only: read aloud, never drawn. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
