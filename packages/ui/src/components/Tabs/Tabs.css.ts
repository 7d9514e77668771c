import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';
import { disabledLook, focusOutline, focusOutlineInset } from '../../styles/focus.css';
import { stack, inlineCentred } from '../../styles/layout';

export const root = style({ ...stack('4'), minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  // Narrow screens: the tabs stay on one line and the list scrolls sideways instead of wrapping.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  WebkitOverflowScrolling: 'touch',
  // Room for the focus ring, which would otherwise be clipped by the scroll container.
  padding: `${vars.space['1']} ${vars.space['1']} 0`,
});

export const trigger = style({
  position: 'relative',
  flexShrink: 0,
  ...inlineCentred,
  gap: vars.space['2'],

  minHeight: vars.size.controlLg,
  paddingInline: vars.space['4'],
  border: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}, background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['2'],
      bottom: 0,
      height: '2px',
      borderRadius: vars.radius.full,
      background: 'transparent',
      transition: `background-color ${vars.duration.normal} ${vars.easing.standard}`,
    },
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-state="active"]': { color: vars.color.text },
    '&[data-state="active"]::after': { background: vars.color.accent },
    '&:focus-visible': focusOutlineInset,
    '&:disabled': disabledLook,
  },
  '@media': {
    [media.desktop]: { minHeight: vars.size.controlMd },
  },
});

export const content = style({
  minWidth: 0,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusOutline,
  },
});
