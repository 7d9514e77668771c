import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { centred, inlineCentred } from '../../styles/layout';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
/** The fallback tile colours, picked from the name so a person keeps the same colour everywhere. */
export const avatarColors = ['avatar1', 'avatar2', 'avatar3', 'avatar4', 'avatar5'] as const;
export type AvatarColor = (typeof avatarColors)[number];

export const avatar = recipe({
  base: {
    position: 'relative',
    ...inlineCentred,
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    verticalAlign: 'middle',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: vars.fontSize.sm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: vars.fontSize.md },
      lg: { width: vars.space['8'], height: vars.space['8'], fontSize: vars.fontSize.xl },
      xl: { width: vars.space['9'], height: vars.space['9'], fontSize: vars.fontSize['3xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallback = recipe({
  base: {
    ...centred,
    width: '100%',
    height: '100%',
    color: vars.color.avatarText,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    color: {
      avatar1: { background: vars.color.avatar1 },
      avatar2: { background: vars.color.avatar2 },
      avatar3: { background: vars.color.avatar3 },
      avatar4: { background: vars.color.avatar4 },
      avatar5: { background: vars.color.avatar5 },
    },
  },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
