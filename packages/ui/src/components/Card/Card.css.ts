import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';
import { focusOutline } from '../../styles/focus.css';

export const cardVariants = ['surface', 'outline'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'block',
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    textDecoration: 'none',
    overflow: 'hidden',
    border: '1px solid transparent',
  },
  variants: {
    variant: {
      surface: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.sm,
      },
      outline: { background: 'transparent', borderColor: vars.color.border },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['3'] },
      md: {
        padding: vars.space['4'],
        '@media': { [media.mobileUp]: { padding: vars.space['5'] } },
      },
      lg: {
        padding: vars.space['5'],
        '@media': { [media.mobileUp]: { padding: vars.space['6'] } },
      },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        textAlign: 'start',
        font: 'inherit',
        width: '100%',
        transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}, transform ${vars.duration.fast} ${vars.easing.standard}`,
        selectors: {
          '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
          '&:focus-visible': focusOutline,
          '&:active': { transform: 'translateY(1px)' },
        },
        '@media': { [media.reducedMotion]: { selectors: { '&:active': { transform: 'none' } } } },
      },
      false: {},
    },
    // As tall as its grid cell, so the cards of a row line up whatever their text's length.
    fill: { true: { height: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'surface', padding: 'md', interactive: false, fill: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
