import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const positionMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  fontFamily: vars.font.body,
});

/** The culture's highlights: a bulleted list on a raised panel, beside the text about it. */
export const highlights = style({
  display: 'grid',
  gap: vars.space['3'],
  lineHeight: vars.lineHeight.relaxed,
  justifyItems: 'start',
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobileUp]: { padding: vars.space['7'] } },
});
