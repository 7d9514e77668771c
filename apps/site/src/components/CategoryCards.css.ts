import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  height: '100%',
});

export const link = style({
  marginTop: vars.space['2'],
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
