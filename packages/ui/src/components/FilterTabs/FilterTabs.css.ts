import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../styles/media';
import { disabledLook, focusOutline } from '../../styles/focus.css';
import { stack, inlineRow, inlineCentred } from '../../styles/layout';

/** How the chips behave when they do not fit on one line. */
export const filterTabsOverflows = ['wrap', 'scroll'] as const;

export const root = style({ ...stack('4'), minWidth: 0 });

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space['2'],
    // Room for the focus ring, which a scrolling list would otherwise clip.
    padding: vars.space['1'],
    margin: `calc(-1 * ${vars.space['1']})`,
  },
  variants: {
    overflow: {
      wrap: { flexWrap: 'wrap' },
      scroll: {
        flexWrap: 'nowrap',
        overflowX: 'auto',
        overscrollBehaviorX: 'contain',
        scrollbarWidth: 'thin',
        '@media': { [media.desktop]: { flexWrap: 'wrap', overflowX: 'visible' } },
      },
    },
  },
  defaultVariants: { overflow: 'wrap' },
});

export type FilterTabsListVariants = NonNullable<RecipeVariants<typeof list>>;

export const chip = style({
  // Contains the visually hidden count, which would otherwise escape the scrolling row and
  // widen the page on phones.
  position: 'relative',
  flexShrink: 0,
  ...inlineRow('2'),
  // 48 px touch targets on phones and tablets, 40 px with a pointer on desktop.
  minHeight: vars.size.controlLg,
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover:not([data-state="active"]):not(:disabled)': { background: vars.color.surfaceHover },
    '&[data-state="active"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentContrast,
    },
    '&[data-state="active"]:hover': {
      background: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    '&:focus-visible': focusOutline,
    '&:disabled': disabledLook,
  },
  '@media': {
    [media.desktop]: { minHeight: vars.size.controlMd },
  },
});

export const count = style({
  ...inlineCentred,
  minWidth: vars.space['5'],
  minHeight: vars.space['5'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.neutralSubtle,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${chip}[data-state="active"] &`]: {
      background: 'transparent',
      color: 'inherit',
      boxShadow: 'inset 0 0 0 1px currentColor',
    },
  },
});

export const panel = style({
  minWidth: 0,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusOutline,
  },
});
