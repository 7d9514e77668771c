import { Text } from '@studio/ui';
import type { ReactNode } from 'react';

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
