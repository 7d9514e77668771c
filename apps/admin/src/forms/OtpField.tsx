import { OtpInput } from '@studio/ui';
import { Controller, type Control } from 'react-hook-form';

/** The emailed one-time code of a form whose only field is `otp` (sign-in and password reset). */
export function OtpField({ control, label }: { control: Control<{ otp: string }>; label: string }) {
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
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          showLabel="Show code"
          hideLabel="Hide code"
        />
      )}
    />
  );
}
