import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const positionTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
});

export const positionMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  fontFamily: vars.font.body,
});

export const positionBody = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });
