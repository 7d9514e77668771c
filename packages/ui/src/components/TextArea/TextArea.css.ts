import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const textAreaResizes = ['vertical', 'none'] as const;

export const box = style({ alignItems: 'stretch' });

export const textArea = recipe({
  base: {
    display: 'block',
    width: '100%',
    paddingBlock: vars.space['2'],
    lineHeight: vars.lineHeight.normal,
    minHeight: vars.size.controlLg,
  },
  variants: {
    resize: {
      vertical: { resize: 'vertical' },
      none: { resize: 'none' },
    },
  },
  defaultVariants: { resize: 'vertical' },
});

export type TextAreaVariants = NonNullable<RecipeVariants<typeof textArea>>;
