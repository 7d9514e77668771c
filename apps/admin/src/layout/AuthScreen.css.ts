import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  // A track as wide as the page (not as the content), so the panel never pushes it wider.
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  padding: vars.space['4'],
  background: vars.color.background,
  '@media': { [media.mobileUp]: { padding: vars.space['7'] } },
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

export const footer = style({
  marginTop: vars.space['5'],
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['4'],
  fontSize: vars.fontSize.sm,
});
