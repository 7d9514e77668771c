import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const root = style({ display: 'grid', gap: vars.space['3'] });

export const players = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});
