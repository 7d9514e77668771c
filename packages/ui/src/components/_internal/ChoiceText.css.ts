import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
