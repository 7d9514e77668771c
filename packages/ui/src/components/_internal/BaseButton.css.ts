import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { disabledLook, focusOutline } from '../../styles/focus.css';

// The looks Button and IconButton share (IconButton layers its square shape after these).
export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:focus-visible': focusOutline,
      '&:disabled, &[aria-disabled="true"]': disabledLook,
      '&[data-loading="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentContrast,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.accentHover,
          },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
          },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.criticalContrast,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(1.08)' },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space['4'],
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space['5'],
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
