import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const details = style({ color: vars.color.textMuted, maxWidth: '70ch' });
export const pre = style({
  marginTop: vars.space['2'],
  whiteSpace: 'pre-wrap',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
