import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const groups = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBottom: vars.space['9'],
  '@media': {
    [media.mobileUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({ fontWeight: vars.fontWeight.semibold });

export const description = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
