import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const result = style({ height: '100%' });

// A column's items stretch to its width: the type badge keeps the width of its word.
export const badge = style({ alignSelf: 'flex-start' });

export const resultTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const resultText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const groupTitle = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space['4']})`,
  ':focus': { outline: 'none' },
});
