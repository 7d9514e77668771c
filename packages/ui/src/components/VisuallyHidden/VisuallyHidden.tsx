import * as RadixVisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';
import type { AsChildProp } from '../_internal/asChildProp';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof RadixVisuallyHidden.Root> &
  AsChildProp;

/**
 * Content for screen readers only: read aloud, never drawn.
 *
 * Text for screen readers only (Radix VisuallyHidden): read aloud, never drawn. Use it to complete
 * a visible label ("Play" + hidden track title), to name icon-only controls when `aria-label` does
 * not fit, or to say "(opens in a new tab)". Never hide focusable controls with it.
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
