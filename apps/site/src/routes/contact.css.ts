import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const aside = style({ display: 'grid', gap: vars.space['7'] });

export const channels = style({ display: 'grid', gap: vars.space['3'], margin: 0 });

export const channel = style({ display: 'grid', gap: vars.space['1'] });

export const channelLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const channelValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const expectList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
