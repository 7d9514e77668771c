import { SLUG_MAX_BYTES, SLUG_MAX_LENGTH } from '@studio/contracts';

/** The slug rule in words (`slugProblem` of @studio/contracts is the rule itself). */
const SLUG_RULE = `lower-case letters of any script, digits and single hyphens, at most ${SLUG_MAX_LENGTH} characters and ${SLUG_MAX_BYTES} bytes (a Latin letter or digit takes 1 byte, a Devanagari letter or sign 3); a word must not mix writing systems or start with a vowel sign`;
import { TextField } from '@studio/ui';
import { Controller, type Control } from 'react-hook-form';
import type { EditorValues } from './useAutosave';

/** The entry's address (its page's path is `entryPath` of @studio/contracts); filled from the title until edited. */
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
              : `Its address on the site: ${SLUG_RULE}.`
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
