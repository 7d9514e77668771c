import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';
import { disabledLook, focusOutline } from '../../styles/focus.css';
import { inlineCentred } from '../../styles/layout';

/** The square show/hide button inside a password or code field. */
export const visibilityToggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  ...inlineCentred,
  flexShrink: 0,
  width: `calc(${vars.size.controlSm} - ${vars.space['1']})`,
  height: `calc(${vars.size.controlSm} - ${vars.space['1']})`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focusOutline,
    '&:disabled': disabledLook,
    '&[aria-pressed="true"]': { color: vars.color.text },
  },
  '@media': {
    // Bigger on phones, where it is tapped with a finger.
    [media.belowMobile]: {
      width: `calc(${vars.size.controlLg} - ${vars.space['2']})`,
      height: `calc(${vars.size.controlLg} - ${vars.space['2']})`,
    },
  },
});
