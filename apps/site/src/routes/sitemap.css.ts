import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const link = style({ fontWeight: vars.fontWeight.semibold });

export const description = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
