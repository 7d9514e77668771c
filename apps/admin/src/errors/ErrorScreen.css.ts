import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const details = style({ fontSize: vars.fontSize.sm });

export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.medium });

export const pre = style({
  marginTop: vars.space['2'],
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
});
