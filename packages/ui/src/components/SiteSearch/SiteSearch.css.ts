import { createVar, keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { focusOutline } from '../../styles/focus.css';
import { vars } from '../../theme/contract.css';

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
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${appear} ${vars.duration.fast} ${vars.easing.enter}`,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});

// The listbox scrolls, not the panel: a combobox's popup needs no focus of its own to scroll,
// since the arrow keys move through it from the box and downshift scrolls the highlighted option.
export const list = style({
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  // Inside the panel's 1px borders.
  maxHeight: `calc(${maxHeight} - 2px)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
  },
});

export const optionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const optionTitle = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const optionDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const emptyText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
});

export const suggestionsLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
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
