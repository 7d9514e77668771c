import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { stack, inlineCentred, popupSurface } from '../../styles/layout';

export const dialogSizes = ['sm', 'md', 'lg', 'full'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const contentIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['2']}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});
const contentOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: `translateY(${vars.space['2']}) scale(0.98)` },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}`,
    },
  },
});

/**
 * The panel is fixed and centred with auto margins (no transform, so the enter and exit
 * animations can use one); a panel taller than the screen scrolls inside itself while the page
 * behind stays locked.
 */
export const content = recipe({
  base: {
    // Set here as well as in the reset: the panel is portalled and sized with width + padding.
    boxSizing: 'border-box',
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    margin: 'auto',
    ...stack('4'),
    width: `calc(100% - 2 * ${vars.space['3']})`,
    height: 'fit-content',
    maxHeight: `calc(100dvh - 2 * ${vars.space['3']})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    ...popupSurface('lg'),
    // Portalled to <body>: set the type explicitly rather than inherit from wherever it lands.
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,

    padding: vars.space['5'],
    outline: 'none',
    '@media': {
      [media.small]: {
        padding: vars.space['6'],
        width: `calc(100% - 2 * ${vars.space['6']})`,
        maxHeight: `calc(100dvh - 2 * ${vars.space['6']})`,
      },
    },
    selectors: {
      '&[data-state="open"]': {
        animation: `${contentIn} ${vars.duration.normal} ${vars.easing.enter}`,
      },
      '&[data-state="closed"]': {
        animation: `${contentOut} ${vars.duration.fast} ${vars.easing.exit}`,
      },
    },
  },
  variants: {
    // Panel widths in rem (they follow the reader's font size); no contract token exists for them.
    size: {
      sm: { maxWidth: '28rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '52rem' },
      full: {
        width: '100%',
        maxWidth: 'none',
        height: '100dvh',
        maxHeight: 'none',
        borderRadius: vars.radius.none,
        border: 'none',
        '@media': { [media.small]: { width: '100%', maxHeight: 'none' } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const closeButton = style({
  boxSizing: 'border-box',
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  ...inlineCentred,
  // 48 px on phones (touch), 40 px with a pointer.
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
  '@media': {
    [media.mobileUp]: { width: vars.size.controlMd, height: vars.size.controlMd },
  },
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focusOutline,
  },
});

export const closeIcon = style({ width: vars.space['5'], height: vars.space['5'] });

export const title = style({
  margin: 0,
  // Keeps the title clear of the × button.
  paddingRight: vars.size.controlLg,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({
  ...stack('3'),
  lineHeight: vars.lineHeight.normal,
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
  '@media': {
    [media.small]: { flexDirection: 'row', justifyContent: 'flex-end', flexWrap: 'wrap' },
  },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;
