import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const article = style({ display: 'grid', gap: vars.space['6'], maxWidth: '60rem' });

export const header = style({ display: 'grid', gap: vars.space['3'] });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
});
