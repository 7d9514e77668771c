import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});
