import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const stats = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [media.mobileUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
  lineHeight: vars.lineHeight.tight,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
