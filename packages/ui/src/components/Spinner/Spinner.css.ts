import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
