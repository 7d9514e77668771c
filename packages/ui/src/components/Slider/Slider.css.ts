import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { centredRow } from '../../styles/layout';

export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const value = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/* The control is as tall as a small button, so the thumb is easy to take by touch. */
export const root = style({
  position: 'relative',
  ...centredRow(),
  height: vars.size.controlSm,
  touchAction: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  overflow: 'hidden',
});

export const range = style({
  position: 'absolute',
  height: '100%',
  background: vars.color.accent,
});

export const thumb = style({
  display: 'block',
  width: vars.space['4'],
  height: vars.space['4'],
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  border: `2px solid ${vars.color.surfaceRaised}`,
  boxShadow: vars.shadow.sm,
  outline: 'none',
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { transform: 'scale(1.15)' },
    '&:focus-visible': focusOutline,
  },
});
