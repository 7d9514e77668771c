import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';
import { disabledLook, focusOutline } from '../../styles/focus.css';

/** Sizes shared by the text-like controls (TextField, PasswordInput, Select, NativeSelect). */
export const controlSizes = ['sm', 'md', 'lg'] as const;

/**
 * The visible box of a text-like control: border, surface, focus ring and invalid/disabled looks.
 * State comes from `data-invalid` / `data-disabled` on the box; focus from the inner control.
 */
export const controlBox = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.text },
      // The ring sits on the box (not the bare input) so icons and toggles sit inside it.
      '&:has(:is(input, textarea, select):focus-visible), &:is(button):focus-visible, &[data-focused]':
        focusOutline,
      '&[data-invalid]': { borderColor: vars.color.critical },
      '&[data-invalid]:hover:not([data-disabled])': { borderColor: vars.color.critical },
      '&[data-disabled]': disabledLook,
    },
  },
  variants: {
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        fontSize: vars.fontSize.md,
        '@media': { [media.mobileUp]: { fontSize: vars.fontSize.sm } },
      },
      // Phones get the large height: a 48px row is an easy touch target (WCAG 2.5.8).
      md: {
        minHeight: vars.size.controlLg,
        fontSize: vars.fontSize.md,
        '@media': { [media.mobileUp]: { minHeight: vars.size.controlMd } },
      },
      lg: { minHeight: vars.size.controlLg, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

/** A decorative icon at the start of the box. */
export const controlAdornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInlineStart: vars.space['3'],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** The bare native control inside `controlBox`: no own border or outline. */
export const controlInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  margin: 0,
  paddingInline: vars.space['3'],
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
    [`${controlAdornment} + &`]: { paddingInlineStart: vars.space['2'] },
  },
});

/** Interactive content at the end of the box (a show/hide toggle). */
export const controlEnd = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInlineEnd: vars.space['1'],
});
