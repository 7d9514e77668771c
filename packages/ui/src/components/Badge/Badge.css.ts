import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Plain tones: the colour family of a badge. */
export const badgeTones = ['neutral', 'info', 'success', 'warning', 'critical'] as const;
/** Release badges of a poster (spec 01 §3 "Release poster"). */
export const releaseBadgeVariants = ['latest-released', 'coming-soon', 'post-production'] as const;
/** Statuses of signup requests and admin users (spec 02 §3 and §4). */
export const statusBadgeVariants = [
  'pending',
  'approved',
  'rejected',
  'blocked',
  'frozen',
  'active',
  'deleted',
] as const;
/** Every semantic variant: each one maps onto a tone and brings a default label. */
export const badgeVariants = [...releaseBadgeVariants, ...statusBadgeVariants] as const;
export const badgeSizes = ['sm', 'md'] as const;

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeVariant = (typeof badgeVariants)[number];
export type ReleaseBadgeVariant = (typeof releaseBadgeVariants)[number];
export type StatusBadgeVariant = (typeof statusBadgeVariants)[number];

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
