import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const card = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobileUp]: { padding: vars.space['6'] } },
});

/** Two fields a row from 768 px, one on phones. */
export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.mobileUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field that spans both columns. */
export const fullRow = style({ gridColumn: '1 / -1' });
