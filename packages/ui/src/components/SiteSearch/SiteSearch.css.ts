import { createVar, keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { focusOutline } from '../../styles/focus.css';
import { vars } from '../../theme/contract.css';
import {
  stack,
  cluster,
  centredRow,
  inlineRow,
  bareList,
  popupSurface,
  eyebrow,
  mutedSmall,
} from '../../styles/layout';

/** The dropdown's maximum height, set from the `maxHeight` prop. */
export const maxHeight = createVar();

export const root = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

export const input = style({
  selectors: {
    // The box draws its own search icon; hide the browser's clear button for one look everywhere.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

const appear = keyframes({
  from: { transform: `translateY(calc(-1 * ${vars.space['1']}))` },
  to: { transform: 'translateY(0)' },
});

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space['1']})`,
  zIndex: vars.zIndex.popover,
  maxHeight,
  ...popupSurface('lg'),
  animation: `${appear} ${vars.duration.fast} ${vars.easing.enter}`,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    // In the fixed NavBar of a phone the field is a few words wide: a list that narrow wraps a
    // title one word a line and cuts its badge, so the dropdown spans the window under the bar.
    [media.belowMobile]: {
      selectors: {
        [`${root}[data-dropdown="belowNavBar"] &`]: {
          position: 'fixed',
          insetBlockStart: vars.size.navHeight,
          insetInline: 0,
          maxHeight: `min(${maxHeight}, calc(100dvh - ${vars.size.navHeight}))`,
          borderInline: 'none',
          borderRadius: 0,
        },
      },
    },
  },
});

// The listbox scrolls, not the panel: a combobox's popup needs no focus of its own to scroll,
// since the arrow keys move through it from the box and downshift scrolls the highlighted option.
export const list = style({
  ...bareList,
  padding: vars.space['1'],
  // Inside the panel's 1px borders.
  maxHeight: `calc(${maxHeight} - 2px)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const option = style({
  ...stack('1'),
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
  },
});

export const optionHeader = style({ ...centredRow('2'), justifyContent: 'space-between' });

export const optionTitle = style({
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

// The title wraps; the kind label never shrinks (it was cut to "Ne" beside a long title).
export const optionType = style({ flexShrink: 0 });

export const optionDescription = style({
  ...mutedSmall,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const empty = style({
  ...stack('1'),
  padding: vars.space['4'],
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const emptyText = style({ margin: 0, ...mutedSmall });

export const suggestions = style({ ...stack('2'), padding: vars.space['3'] });

export const suggestionsLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  ...eyebrow,
});

export const chips = style(cluster('2'));

export const chip = style({
  ...inlineRow(),
  minHeight: vars.size.controlSm,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusOutline,
  },
});
