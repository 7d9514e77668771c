import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  paddingBottom: vars.space['9'],
});

export const policy = style({ margin: 0, fontSize: vars.fontSize.sm });
