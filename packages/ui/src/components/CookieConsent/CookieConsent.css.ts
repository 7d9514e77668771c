import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { blockTitle } from '../../styles/blocks.css';
import { stack, pageColumn, mutedSmall } from '../../styles/layout';

export const cookieConsentPlacements = ['fixed', 'inline'] as const;

const slideUp = keyframes({
  from: { transform: `translateY(${vars.space['5']})` },
  to: { transform: 'translateY(0)' },
});

export const banner = recipe({
  base: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    // Tight on phones: the banner covers at most a fifth of a 390 x 844 screen.
    padding: vars.space['3'],
    animation: `${slideUp} ${vars.duration.slow} ${vars.easing.enter}`,
    '@media': {
      [media.mobileUp]: { padding: vars.space['5'] },
      [media.reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    placement: {
      fixed: {
        position: 'fixed',
        insetInline: 0,
        insetBlockEnd: 0,
        zIndex: vars.zIndex.overlay,
        borderInline: 'none',
        borderBlockEnd: 'none',
        // Keeps the buttons above the home indicator on notched phones.
        paddingBottom: `max(${vars.space['3']}, env(safe-area-inset-bottom))`,
      },
      inline: {
        position: 'relative',
        borderRadius: vars.radius.lg,
      },
    },
  },
  defaultVariants: { placement: 'fixed' },
});

export type CookieConsentVariants = NonNullable<RecipeVariants<typeof banner>>;

export const inner = style({
  ...stack('3'),
  ...pageColumn,
  '@media': {
    [media.mobileUp]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['6'],
    },
  },
});

export const body = style({ ...stack('1'), minWidth: 0 });

export const title = blockTitle;

export const description = style({
  margin: 0,
  ...mutedSmall,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  flexShrink: 0,
});

export const choice = style({
  minWidth: `calc(${vars.space['8']} * 2)`,
  minHeight: vars.size.controlMd,
});
