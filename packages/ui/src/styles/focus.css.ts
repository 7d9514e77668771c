import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The one visible focus treatment, for elements that replace the browser outline. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
