import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const launch = style({
  display: 'grid',
  gap: vars.space['5'],
  justifyItems: 'center',
  textAlign: 'center',
  paddingBlock: vars.space['6'],
  '@media': { [media.mobileUp]: { paddingBlock: vars.space['8'] } },
});

export const centered = style({ textAlign: 'center' });

export const countdown = style({ width: '100%', maxWidth: '40rem' });

export const earlyAccess = style({
  display: 'grid',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobileUp]: { padding: vars.space['6'] } },
});
