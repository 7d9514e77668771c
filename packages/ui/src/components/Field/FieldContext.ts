import { createContext, useContext } from 'react';

/** What a Field tells the control inside it. */
export type FieldContextValue = {
  /** The control's id; the Field's label points at it. */
  id: string;
  /** The label's id, for a control that is not a labelable element (`aria-labelledby`). */
  labelId: string | undefined;
  /** Space-separated ids of the hint and (when shown) the error message. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

export const FieldContext = createContext<FieldContextValue | null>(null);

/** Props a control may set itself; they win over (or add to) what the Field provides. */
export type FieldControlOwnProps = {
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
};

/** The wiring a control applies to its focusable element. */
export type FieldControlWiring = {
  id: string | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  invalid: boolean;
  required: boolean | undefined;
  disabled: boolean | undefined;
};

/**
 * Reads the surrounding Field (if any) and merges it with the control's own props, so a control
 * inside `<Field>` gets its id, `aria-describedby` and `aria-invalid` without manual ids.
 * Use it to wire a custom control into a Field.
 */
export function useFieldControl(own: FieldControlOwnProps = {}): FieldControlWiring {
  const field = useContext(FieldContext);
  const describedBy =
    [field?.describedBy, own['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const invalid = own.invalid ?? field?.invalid ?? false;
  return {
    // The Field's id wins: its <label htmlFor> already points at it.
    id: field?.id ?? own.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    invalid,
    required: own.required ?? (field?.required || undefined),
    disabled: own.disabled ?? (field?.disabled || undefined),
  };
}
