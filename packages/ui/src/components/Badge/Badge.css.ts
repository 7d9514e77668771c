import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** What a badge's colour says: `info`, `success`, `warning`, `critical`, or nothing in particular. */
export const badgeTones = ['neutral', 'info', 'success', 'warning', 'critical'] as const;
export const badgeSizes = ['sm', 'md'] as const;

export type BadgeTone = (typeof badgeTones)[number];

// Every pair drawn here (`*Text` on `*Subtle`) is in `textColorPairs`, so it is contrast-tested.
const tone = (background: string, color: string) => ({ background, color });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      neutral: tone(vars.color.neutralSubtle, vars.color.neutralText),
      info: tone(vars.color.infoSubtle, vars.color.infoText),
      success: tone(vars.color.successSubtle, vars.color.successText),
      warning: tone(vars.color.warningSubtle, vars.color.warningText),
      critical: tone(vars.color.criticalSubtle, vars.color.criticalText),
    },
    size: {
      sm: {
        paddingBlock: `calc(${vars.space['1']} / 2)`,
        paddingInline: vars.space['2'],
        fontSize: vars.fontSize.xs,
      },
      md: {
        paddingBlock: vars.space['1'],
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeRecipeVariants = NonNullable<RecipeVariants<typeof badge>>;
