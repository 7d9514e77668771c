import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const featuredLayout = style({
  display: 'grid',
  // The featured story's picture a little wider than its text, a proportion only this card has.
  '@media': {
    [media.mobileUp]: {
      gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)',
      alignItems: 'center',
    },
  },
});

export const featuredImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const featuredBody = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  '@media': { [media.mobileUp]: { padding: vars.space['6'] } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const readMore = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
});

export const search = style({ maxWidth: '28rem' });

export const panel = style({ display: 'grid', gap: vars.space['5'], paddingTop: vars.space['4'] });

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const more = style({ justifySelf: 'center' });

export const feeds = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const feedLink = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});
