import { OtpInput } from '@studio/ui';
import { Controller, type Control } from 'react-hook-form';

/** The emailed one-time code of a form whose only field is `otp` (sign-in and password reset). */
export function OtpField({
  control,
  label,
  autoFocus,
  onComplete,
}: {
  control: Control<{ otp: string }>;
  label: string;
  autoFocus?: boolean;
  /** Called once the code has all its digits, typed or pasted: the form sends it then. */
  onComplete?: () => void;
}) {
  return (
    <Controller
      control={control}
      name="otp"
      render={({ field, fieldState }) => (
        <OtpInput
          label={label}
          required
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onComplete={onComplete}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- passed on: the screen decides
          autoFocus={autoFocus}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          showLabel="Show code"
          hideLabel="Hide code"
        />
      )}
    />
  );
}
