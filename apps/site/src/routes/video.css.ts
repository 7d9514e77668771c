import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const card = style({
  display: 'grid',
  // The card's player and long titles may not widen the card beyond its grid cell.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  height: '100%',
});

/** The player sits flush with the card's top edge. */
export const player = style({ borderRadius: 0, borderInline: 0, borderTop: 0 });

export const body = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space['4'],
});

export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const menuArea = style({
  display: 'grid',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});

export const menu = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  justifySelf: 'stretch',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const menuItem = style({ width: '100%', justifyContent: 'flex-start' });
