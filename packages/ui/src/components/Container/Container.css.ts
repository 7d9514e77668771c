import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';

export const containerWidths = ['narrow', 'medium', 'wide'] as const;

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': { [media.mobileUp]: { paddingInline: vars.space['6'] } },
  },
  variants: {
    width: {
      narrow: { maxWidth: '720px' },
      medium: { maxWidth: '960px' },
      wide: { maxWidth: vars.size.containerMax },
    },
  },
  defaultVariants: { width: 'wide' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
