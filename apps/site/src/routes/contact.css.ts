import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const channelLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const channelValue = style({ margin: 0, overflowWrap: 'anywhere' });
