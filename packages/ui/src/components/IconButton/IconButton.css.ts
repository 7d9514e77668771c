import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';

export {
  buttonVariants as iconButtonVariants,
  buttonSizes as iconButtonSizes,
} from '../_internal/BaseButton.css';

// Layered after the shared button recipe (this file imports it), so these win over its padding.
export const iconButton = recipe({
  base: {
    paddingInline: 0,
    flexShrink: 0,
    '@media': {
      // Phones: an invisible halo makes small buttons a 48px touch target without growing them.
      [media.belowMobile]: {
        selectors: {
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: `min(0px, calc((100% - ${vars.size.controlLg}) / 2))`,
          },
        },
      },
    },
  },
  variants: {
    size: {
      sm: {
        width: vars.size.controlSm,
        height: vars.size.controlSm,
        minHeight: vars.size.controlSm,
      },
      md: {
        width: vars.size.controlMd,
        height: vars.size.controlMd,
        minHeight: vars.size.controlMd,
      },
      lg: {
        width: vars.size.controlLg,
        height: vars.size.controlLg,
        minHeight: vars.size.controlLg,
      },
    },
    shape: {
      square: {},
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { size: 'md', shape: 'square' },
});

export const iconButtonShapes = ['square', 'circle'] as const;

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const iconSlot = style({ display: 'inline-flex' });
