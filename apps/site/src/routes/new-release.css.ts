import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
});

/** A failed preview's message takes a line of its own under the buttons. */
export const error = style({ flexBasis: '100%', color: vars.color.criticalText });
