import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { focusOutline, focusOutlineInset } from '../../styles/focus.css';
import {
  stack,
  cluster,
  inlineCentred,
  bareList,
  mutedSmall,
  toneSubtle,
} from '../../styles/layout';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  ...stack('3'),
  // 24rem wide on larger screens, derived from the spacing scale.
  width: `calc(${vars.space['9']} * 4)`,
  maxWidth: '100vw',
  ...bareList,
  padding: vars.space['5'],
  outline: 'none',
  '@media': {
    // Phones: full width along the bottom edge.
    [media.belowMobile]: {
      insetInlineStart: 0,
      width: '100%',
      padding: vars.space['3'],
      gap: vars.space['2'],
    },
  },
});

const slideInFromSide = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space['5']}))` },
  to: { transform: 'translateX(0)' },
});
const slideInFromBottom = keyframes({
  from: { transform: `translateY(calc(100% + ${vars.space['3']}))`, opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOutRight = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space['5']}))` },
});
const swipeOutDown = keyframes({
  from: { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
  to: { transform: `translateY(calc(100% + ${vars.space['3']}))` },
});

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space['3'],
    padding: vars.space['4'],
    paddingInlineEnd: vars.space['2'],
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space['1'],
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus-visible': focusOutline,
      '&[data-state="open"]': {
        animation: `${slideInFromSide} ${vars.duration.slow} ${vars.easing.enter}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.duration.normal} ${vars.easing.exit}`,
      },
      '&[data-swipe="move"]': {
        transform:
          'translate(var(--radix-toast-swipe-move-x, 0), var(--radix-toast-swipe-move-y, 0))',
      },
      '&[data-swipe="cancel"]': {
        transform: 'translate(0, 0)',
        transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
      },
      '&[data-swipe="end"][data-swipe-direction="right"]': {
        animation: `${swipeOutRight} ${vars.duration.fast} ${vars.easing.exit}`,
      },
      '&[data-swipe="end"][data-swipe-direction="down"]': {
        animation: `${swipeOutDown} ${vars.duration.fast} ${vars.easing.exit}`,
      },
    },
    '@media': {
      [media.belowMobile]: {
        selectors: {
          '&[data-state="open"]': {
            animation: `${slideInFromBottom} ${vars.duration.slow} ${vars.easing.enter}`,
          },
        },
      },
    },
  },
  variants: {
    type: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.critical },
      warning: { borderInlineStartColor: vars.color.warning },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
  defaultVariants: { type: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: {
    ...inlineCentred,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
  },
  variants: {
    type: {
      success: toneSubtle.success,
      error: toneSubtle.critical,
      warning: toneSubtle.warning,
      info: toneSubtle.info,
    },
  },
});

export const body = style({
  ...stack('1'),
  minWidth: 0,
  paddingBlock: vars.space['1'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  ...mutedSmall,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({ ...cluster('2'), marginTop: vars.space['2'] });

export const close = style({
  ...inlineCentred,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  marginBlock: `calc(-1 * ${vars.space['1']})`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focusOutlineInset,
  },
});
