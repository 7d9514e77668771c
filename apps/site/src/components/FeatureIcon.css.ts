import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const tile = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.lg,
  background: vars.color.neutralSubtle,
  color: vars.color.accentText,
});

/** A 24 px line icon drawn in the text colour (the feature tiles, the home page's scroll cue). */
export const icon = style({
  width: '1.5rem',
  height: '1.5rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
