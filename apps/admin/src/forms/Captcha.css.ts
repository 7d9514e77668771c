import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const image = style({
  display: 'block',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  userSelect: 'none',
});

export const glyph = style({
  fill: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: '28px',
  fontWeight: vars.fontWeight.bold,
});

export const noise = style({ stroke: vars.color.textMuted, strokeWidth: 1.5, opacity: 0.7 });
