import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const article = style({ maxWidth: '60rem' });

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
});

/** The notice above the general article on an unknown slug's page: as wide as the article. */
export const notice = style({ maxWidth: '60rem', borderColor: vars.color.accent });
