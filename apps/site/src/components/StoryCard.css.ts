import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const card = style({ display: 'grid', alignContent: 'start', height: '100%' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const body = style({ display: 'grid', gap: vars.space['2'], padding: vars.space['4'] });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
