import { SLUG_MAX_LENGTH } from '@studio/contracts';
import { TextField } from '@studio/ui';
import { Controller, type Control } from 'react-hook-form';
import type { EditorValues } from './useAutosave';

/** The entry's address: `/article/<slug>` and the like; filled from the title until edited. */
export function SlugField({
  control,
  following,
  onEdited,
  disabled,
}: {
  control: Control<EditorValues>;
  following: boolean;
  onEdited: () => void;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name="slug"
      render={({ field, fieldState }) => (
        <TextField
          ref={field.ref}
          label="Slug"
          hint={
            following
              ? 'Its address on the site. Filled from the title until you change it.'
              : `Its address on the site: lower-case letters, digits and single hyphens, up to ${SLUG_MAX_LENGTH} characters.`
          }
          error={fieldState.error?.message}
          maxLength={SLUG_MAX_LENGTH}
          value={field.value}
          onChange={(event) => {
            onEdited();
            field.onChange(event.currentTarget.value);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      )}
    />
  );
}
