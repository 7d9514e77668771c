import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { controlSizes as nativeSelectSizes } from '../_internal/control.css';

/** The bare `<select>`: the box draws border and ring; room at the end for the chevron. */
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${vars.space['3']} * 2 + 15px)`,
  textOverflow: 'ellipsis',
  selectors: {
    // The empty choice reads as a placeholder, like a text field's.
    '&:has(> option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

/** Options draw in the page's colours where the platform lets them (the list is native). */
export const option = style({ background: vars.color.surfaceRaised, color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
