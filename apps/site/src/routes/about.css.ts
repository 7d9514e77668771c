import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const heroImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
});

export const founder = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobileUp]: { padding: vars.space['7'] },
  },
});

export const muted = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `3px solid ${vars.color.accent}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const milestone = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.surface,
});

export const year = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.accentText,
});
