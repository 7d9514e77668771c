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

export const readMore = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
});

export const search = style({ maxWidth: '28rem' });

export const emptyTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const feedLink = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});
