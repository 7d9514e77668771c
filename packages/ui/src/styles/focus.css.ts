import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The one focus outline. Spread it into a selector when the ring must sit somewhere a class
 * cannot reach (`'&:has(input:focus-visible)': focusOutline`); otherwise compose `focusRing`.
 */
export const focusOutline = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The same outline drawn inside the element, for parts flush with a clipping edge (tabs, rows). */
export const focusOutlineInset = { ...focusOutline, outlineOffset: '-2px' } as const;

/** The one visible focus treatment, for elements that replace the browser outline. */
export const focusRing = style({
  outline: 'none',
  selectors: { '&:focus-visible': focusOutline },
});

/** How a control that cannot be used looks: faded through the theme's token, no pointer. */
export const disabledLook = { opacity: vars.opacity.disabled, cursor: 'not-allowed' } as const;
