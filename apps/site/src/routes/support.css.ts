import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const channels = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const channel = style({
  display: 'grid',
  gridTemplateRows: '1fr auto',
  gap: vars.space['4'],
  height: '100%',
});

export const channelLink = style({ overflowWrap: 'anywhere', justifySelf: 'start' });

export const chat = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

/** The form card keeps to a reading width on wide screens. */
export const formCard = style({ maxWidth: '52rem' });
