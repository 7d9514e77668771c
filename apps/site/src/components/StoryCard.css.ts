import { style } from '@vanilla-extract/css';

export const card = style({ display: 'grid', alignContent: 'start' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});
