import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  height: '100%',
});

// A column's items stretch to its width: the type badge keeps the width of its word.
export const badge = style({ alignSelf: 'flex-start' });

export const resultTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const resultText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const listing = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const groupTitle = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space['4']})`,
  ':focus': { outline: 'none' },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const pageOf = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
