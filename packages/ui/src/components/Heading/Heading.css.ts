import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export const headingAligns = ['start', 'center', 'end'] as const;

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    textWrap: 'balance',
  },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug },
      sm: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug },
      md: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
      lg: { fontSize: vars.fontSize['2xl'] },
      // The two display sizes step down one size on phones so long titles still fit.
      xl: {
        fontSize: vars.fontSize['2xl'],
        '@media': { [media.mobileUp]: { fontSize: vars.fontSize['3xl'] } },
      },
      '2xl': {
        fontSize: vars.fontSize['3xl'],
        '@media': { [media.mobileUp]: { fontSize: vars.fontSize['4xl'] } },
      },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
