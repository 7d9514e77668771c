import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const featured = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { [media.mobileUp]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
});

export const featuredText = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const previewArea = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});

export const error = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.criticalText,
});

export const recentGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
