import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { inlineRow, mutedSmall } from '../../styles/layout';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space['2'],
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: { cursor: 'default' } },
});

const trackHeight = vars.space['5'];
const trackWidth = `calc(${vars.space['5']} * 2)`;
const inset = '3px';
const thumbSize = `calc(${trackHeight} - 2 * ${inset} - 2px)`;

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  // Lines the track up with the first line of the label.
  marginTop: `calc((${vars.lineHeight.normal} * 1em - ${trackHeight}) / 2)`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&:focus-visible': focusOutline,
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed' },
    '&:disabled[data-state="unchecked"]': { opacity: vars.opacity.disabled },
    // A locked-on switch (necessary cookies) is dimmed less than an off one so "on" stays legible.
    '&:disabled[data-state="checked"]': { opacity: 0.7 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: inset,
  insetInlineStart: inset,
  width: thumbSize,
  height: thumbSize,
  background: vars.color.textMuted,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.accentContrast,
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - 2 * ${inset} - 2px))`,
    },
    '[dir="rtl"] &[data-state="checked"]': {
      transform: `translateX(calc(-1 * (${trackWidth} - ${thumbSize} - 2 * ${inset} - 2px)))`,
    },
  },
});

export const stateText = style({ ...mutedSmall, whiteSpace: 'nowrap' });

export const control = style({ ...inlineRow('2'), flexShrink: 0 });
