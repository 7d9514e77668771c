import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const details = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.medium });

export const pre = style({
  marginTop: vars.space['2'],
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
});
