import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';
import { disabledLook, focusOutline } from '../../styles/focus.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  // Phones: the whole row (box and label both toggle) is a comfortable touch target.
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space['2'],
  '@media': { [media.mobileUp]: { minHeight: 'auto', paddingBlock: vars.space['1'] } },
});

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space['4']} + ${vars.space['1']})`,
  height: `calc(${vars.space['4']} + ${vars.space['1']})`,
  // Centres the 1.25rem box on the first line of a 1.5-line-height label.
  marginTop: `calc((${vars.lineHeight.normal} * 1em - ${vars.space['4']} - ${vars.space['1']}) / 2)`,
  background: vars.color.surface,
  color: vars.color.accentContrast,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': focusOutline,
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&[data-invalid]:not([data-state="checked"])': { borderColor: vars.color.critical },
    '&:disabled': disabledLook,
  },
});

export const indicator = style({ display: 'inline-flex' });

export const label = style({
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: disabledLook },
});

export const checkIcon = style({
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});

export const dashIcon = style({
  display: 'none',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'block' } },
});
