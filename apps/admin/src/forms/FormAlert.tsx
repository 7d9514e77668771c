import { Text } from '@studio/ui';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

/** A form's general outcome: errors interrupt (alert), other news waits its turn (status). */
export function FormAlert({
  tone = 'critical',
  children,
}: {
  tone?: 'critical' | 'success' | 'muted';
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <Text role={tone === 'critical' ? 'alert' : 'status'} tone={tone}>
      {children}
    </Text>
  );
}

/** Beside a form's submit button (inside its FormProvider): while any field has an error. */
export function InvalidFieldsAlert() {
  const { errors } = useFormState();
  return Object.keys(errors).length > 0 ? (
    <FormAlert>Some fields need attention: see the messages beside them.</FormAlert>
  ) : null;
}
