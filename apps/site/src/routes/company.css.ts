import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const fact = style({
  display: 'grid',
  // The term's column never narrower than its longest word, the value's twice as wide.
  gridTemplateColumns: 'minmax(7rem, 1fr) 2fr',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const value = style({ overflowWrap: 'anywhere' });

export const linkLabel = style({
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
});
