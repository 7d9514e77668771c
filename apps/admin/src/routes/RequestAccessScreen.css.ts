import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

/** Two fields side by side from tablet width, one above the other on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.small]: { gridTemplateColumns: '1fr 1fr' } },
});

export const codeAndPhone = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.small]: { gridTemplateColumns: '8rem 1fr' } },
});
