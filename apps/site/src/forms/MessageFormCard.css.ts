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

/** The heading with its intro, kept to a readable measure. */
export const header = style({ display: 'grid', gap: vars.space['2'], maxWidth: '62ch' });

/** A field that spans both columns. */
export const fullRow = style({ gridColumn: '1 / -1' });
