import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';
import { focusOutline } from '../../styles/focus.css';
import { inlineRow, inlineCentred } from '../../styles/layout';

export const root = style({ ...inlineRow('2'), maxWidth: '100%' });

/** The box the real input covers: six slots drawn side by side. */
export const field = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['1'],
  minWidth: 0,
  '@media': { [media.small]: { gap: vars.space['2'] } },
});

/**
 * The one real input, stretched transparently over the slots so taps, autofill, paste and screen
 * readers all meet a single ordinary text field.
 */
export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  // 16px or more keeps iOS from zooming in on focus.
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.5em',
  cursor: 'text',
  WebkitTextFillColor: 'transparent',
  selectors: {
    '&::selection': { background: 'transparent' },
    '&:disabled': { cursor: 'not-allowed' },
    // Chrome paints autofilled fields; a very long transition keeps the slots visible beneath.
    '&:-webkit-autofill': { transition: 'background-color 86400s 0s' },
  },
});

export const slot = style({
  position: 'relative',
  ...inlineCentred,
  flex: '1 1 0',

  width: vars.size.controlLg,
  minWidth: 0,
  height: `calc(${vars.size.controlLg} + ${vars.space['2']})`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${field}:hover:not([data-disabled]) &`]: { borderColor: vars.color.text },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${field}[data-disabled] &`]: { opacity: vars.opacity.disabled },
    // The slot where the next digit goes (or the last one when full) shows the focus.
    '&[data-active]': { ...focusOutline, borderColor: vars.color.focusRing },
  },
});

/** A static caret in the empty active slot (static: no blinking, so nothing to reduce). */
export const caret = style({
  width: '2px',
  height: '1.1em',
  background: vars.color.text,
  borderRadius: vars.radius.sm,
});
