import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';

export const linkTones = ['accent', 'neutral', 'muted'] as const;
export const linkUnderlines = ['always', 'hover'] as const;

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    transition: `color ${vars.duration.fast} ${vars.easing.standard}, text-decoration-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': focusOutline,
    },
  },
  variants: {
    tone: {
      accent: { color: vars.color.accentText },
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      // Only for links set apart by layout (navigation lists, footers), never inside a sentence.
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.75em',
  height: '0.75em',
  marginInlineStart: '0.2em',
  verticalAlign: 'baseline',
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
