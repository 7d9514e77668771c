import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

/* The whole image, so any point of it can be chosen; the marker sits on the chosen point. */
export const picker = style({ position: 'relative', lineHeight: 0 });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  cursor: 'crosshair',
  borderRadius: vars.radius.sm,
});

export const marker = style({
  position: 'absolute',
  width: vars.space['4'],
  height: vars.space['4'],
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surfaceRaised}`,
  boxShadow: `0 0 0 2px ${vars.color.accent}`,
  pointerEvents: 'none',
});

/* The two crops the site makes most: a wide hero or card (16:9) and a square thumbnail. */
export const crops = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

const crop = style({ display: 'block', objectFit: 'cover', borderRadius: vars.radius.sm });

export const wide = style([crop, { width: '64%', aspectRatio: '16 / 9' }]);

export const square = style([crop, { width: '27%', aspectRatio: '1 / 1' }]);
