import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const card = style({
  display: 'grid',
  // The card's player and long titles may not widen the card beyond its grid cell. A class, not
  // Grid's columns: Card draws its own display, which would win over a layout prop.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
});

/** The player sits flush with the card's top edge. */
export const player = style({ borderRadius: 0, borderInline: 0, borderTop: 0 });

export const body = style({ minWidth: 0 });

export const menu = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  justifySelf: 'stretch',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const menuItem = style({ width: '100%', justifyContent: 'flex-start' });
