import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingBottom: vars.space['9'],
});

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted });
