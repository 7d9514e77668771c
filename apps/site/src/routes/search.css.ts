import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const emptyTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
