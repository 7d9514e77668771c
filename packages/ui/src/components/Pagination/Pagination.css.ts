import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const pageSize = style({ minWidth: `calc(${vars.size.controlLg} * 3)` });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const pageOf = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
