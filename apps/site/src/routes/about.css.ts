import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const heroImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const quote = style({
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `3px solid ${vars.color.accent}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

export const milestone = style({ borderInlineStart: `3px solid ${vars.color.accent}` });

export const year = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.accentText,
});
