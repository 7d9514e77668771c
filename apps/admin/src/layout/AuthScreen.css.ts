import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

/** One column as wide as the page (not the content), so the panel never pushes it wider. */
export const page = style({
  minHeight: '100dvh',
  placeItems: 'center',
  background: vars.color.background,
});

export const panel = style({ width: '100%', maxWidth: '440px' });

export const brand = style({
  display: 'block',
  marginBottom: vars.space['4'],
  color: vars.color.accentText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textAlign: 'center',
});

export const footer = style({ fontSize: vars.fontSize.sm });
