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

export const fill = style({ height: '100%' });

export const channel = style({
  display: 'grid',
  gridTemplateRows: '1fr auto',
  gap: vars.space['4'],
  height: '100%',
});

export const channelLink = style({ overflowWrap: 'anywhere', justifySelf: 'start' });

export const chat = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const formCard = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: '52rem',
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobileUp]: { padding: vars.space['6'] } },
});
