import { useComposedRefs } from '@radix-ui/react-compose-refs';
import type { Ref } from 'react';
import { useFieldControl, type FieldControlOwnProps } from '../Field/FieldContext';
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

export function useNativeControl<E extends NativeControl, P extends FieldControlOwnProps>({
  ref: refProp,
  ...control
}: P & { ref?: Ref<E> }) {
  const keepTyped = usePreHydrationValue<E>();
  const ref = useComposedRefs(refProp, keepTyped);
  const { invalid, ...wiring } = useFieldControl(control);
  const props = Object.fromEntries(
    Object.entries(control).filter(([name]) => !FIELD_PROPS.has(name)),
  ) as Omit<P, keyof FieldControlOwnProps | 'ref'>;
  const boxState = {
    'data-invalid': invalid || undefined,
    'data-disabled': wiring.disabled || undefined,
  };
  return { ref, wiring, boxState, props };
}
