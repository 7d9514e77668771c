import type { ReactNode } from 'react';
import { vars } from '../../theme/contract.css';

/** A visible tile for layout stories: shows where each child lands. */
export function LayoutSample({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        padding: vars.space['3'],
        color: vars.color.text,
      }}
    >
      {children}
    </div>
  );
}
