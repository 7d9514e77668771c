import { useComposedRefs } from '@radix-ui/react-compose-refs';
import type { Ref, RefCallback } from 'react';
import {
  useFieldControl,
  type FieldControlOwnProps,
  type FieldControlWiring,
} from '../Field/FieldContext';
import { usePreHydrationValue } from '../../hydration/usePreHydrationValue';

type NativeControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a native field (TextField's input, TextArea, NativeSelect) does the same way: it takes its
 * id, description, required, disabled and invalid state from the surrounding Field (its own
 * props win), hands React what was typed or chosen before the page hydrated, and marks its
 * box with `data-invalid` / `data-disabled` for the control box's looks.
 *
 * Pass the component's remaining props; `props` is what is left for the element.
 */
/** The props the Field wiring replaces on the element. */
const FIELD_PROPS: ReadonlySet<string> = new Set<keyof FieldControlOwnProps>([
  'id',
  'required',
  'disabled',
  'invalid',
  'aria-describedby',
]);

export type NativeControlParts<E, P> = {
  /** The element's ref: the caller's, and the pre-hydration hand-over. */
  ref: RefCallback<E>;
  /** id, description, required, disabled and aria-invalid for the element. */
  wiring: Omit<FieldControlWiring, 'invalid'>;
  /** `data-invalid` and `data-disabled` for the control box. */
  boxState: { 'data-invalid': true | undefined; 'data-disabled': true | undefined };
  /** The rest of the caller's props, for the element. */
  props: Omit<P, keyof FieldControlOwnProps | 'ref'>;
};

export function useNativeControl<E extends NativeControl, P extends FieldControlOwnProps>({
  ref: refProp,
  ...control
}: P & { ref?: Ref<E> }): NativeControlParts<E, P> {
  const keepTyped = usePreHydrationValue<E>();
  const ref = useComposedRefs(refProp, keepTyped);
  const { invalid, ...wiring } = useFieldControl(control);
  const props = Object.fromEntries(
    Object.entries(control).filter(([name]) => !FIELD_PROPS.has(name)),
  ) as Omit<P, keyof FieldControlOwnProps | 'ref'>;
  const boxState = {
    'data-invalid': invalid || undefined,
    'data-disabled': wiring.disabled || undefined,
  } as const;
  return { ref, wiring, boxState, props };
}
