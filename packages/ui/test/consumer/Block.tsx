import type { ReactNode } from 'react';

/** Marks one exported block on the page so the test finds and checks it by name. */
export function Block({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-block={name} style={{ marginBlock: '1rem' }}>
      {children}
    </div>
  );
}
