import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const link = style({
  marginTop: vars.space['2'],
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});
