import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import {
  popupOption,
  highlightedOption,
  stack,
  cluster,
  centredRow,
  inlineRow,
  surfacePanel,
  popupSurface,
  toneSubtle,
} from '../../styles/layout';

const cards = media.belowMobile;

/*
 * A table narrower than this (beside an admin sidebar at 1024 px it has about 680 px) stacks each
 * row's controls, lets its headings wrap and narrows the cells' padding, so that it fits its
 * frame without scrolling and without cutting a heading or a control. Measured on the table, not the screen: what matters is
 * the room the page gives it. Cards (below `mobile`) have their own layout.
 */
const narrow = '(max-width: 840px)';

export const root = style({
  ...stack('4'),
  minWidth: 0,
  containerType: 'inline-size',
  color: vars.color.text,
});

export const toolbar = style({ ...cluster('3'), alignItems: 'center' });

export const search = style({
  flex: `1 1 calc(${vars.size.controlLg} * 6)`,
  '@media': { [media.mobileUp]: { maxWidth: `calc(${vars.size.controlLg} * 9)` } },
});

export const statusFilter = style({
  flex: `0 1 calc(${vars.size.controlLg} * 4)`,
  minWidth: `calc(${vars.size.controlLg} * 3.5)`,
  '@media': { [cards]: { flexGrow: 1 } },
});

export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': focusOutline,
  },
  '@media': { [cards]: { overflowX: 'visible', border: 'none', background: 'transparent' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [cards]: { display: 'block' } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space['3'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  '@media': { [cards]: { display: 'block', paddingInline: 0 } },
});

export const head = style({
  '@media': { [cards]: { display: 'block' } },
});

/* As cards, the header row becomes a row of sort buttons; plain headers are not needed. */
export const headRow = style({
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [cards]: {
      ...cluster('2'),
      borderBottom: 'none',
      paddingBottom: vars.space['3'],
    },
  },
});

export const headerCell = style({
  padding: vars.space['3'],
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  '@media': {
    [media.mobileUp]: {
      '@container': { [narrow]: { whiteSpace: 'normal', paddingInline: vars.space['2'] } },
    },
    [cards]: {
      display: 'block',
      padding: 0,
      selectors: { '&:not([data-sortable])': { display: 'none' } },
    },
  },
});

export const sortButton = style({
  ...inlineRow('1'),
  margin: `calc(-1 * ${vars.space['1']})`,
  padding: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusOutline,
    'th[aria-sort="ascending"] &, th[aria-sort="descending"] &': { color: vars.color.text },
  },
  '@media': {
    [cards]: {
      margin: 0,
      minHeight: vars.size.controlMd,
      paddingInline: vars.space['3'],
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.full,
      background: vars.color.surface,
    },
  },
});

export const sortIcon = style({ width: '1em', height: '1em', fill: 'currentColor', flexShrink: 0 });

export const body = style({
  '@media': { [cards]: stack('3') },
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-within': { background: vars.color.surfaceRaised },
  },
  '@media': {
    [cards]: {
      ...stack('2'),
      padding: vars.space['4'],
      ...surfacePanel(),
      selectors: { '&:last-child': { borderBottom: `1px solid ${vars.color.border}` } },
    },
  },
});

export const cell = style({
  padding: vars.space['3'],
  textAlign: 'start',
  verticalAlign: 'middle',
  fontWeight: vars.fontWeight.regular,
  // Long words wrap only when they must; a table too wide for the screen scrolls instead.
  overflowWrap: 'break-word',
  '@media': {
    [media.mobileUp]: { '@container': { [narrow]: { paddingInline: vars.space['2'] } } },
    [cards]: {
      display: 'grid',
      gridTemplateColumns: `minmax(0, calc(${vars.size.controlLg} * 2)) minmax(0, 1fr)`,
      gap: vars.space['3'],
      padding: 0,
      overflowWrap: 'anywhere',
    },
  },
});

export const rowHeader = style({
  fontWeight: vars.fontWeight.semibold,
  // The first column (a name, an email) gives way first so the actions stay in view, at the
  // wrap points of its text (an email before `@` and `.`); `anywhere` would let it shrink below
  // its longest part and break addresses mid-word while those points were left unused.
  overflowWrap: 'break-word',
  minWidth: `calc(${vars.size.controlLg} * 3)`,
  '@media': { [cards]: { fontSize: vars.fontSize.md } },
});

export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  '@media': { [cards]: { display: 'block' } },
});

export const cellValue = style({ minWidth: 0 });

export const actionsCell = style({
  // As narrow as its two controls: the other columns get the room.
  width: '1%',
  whiteSpace: 'nowrap',
  '@media': {
    [cards]: {
      display: 'block',
      width: 'auto',
      paddingTop: vars.space['2'],
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const actionsHeader = style({ width: '1%' });

export const actions = style({
  ...centredRow('2'),
  flexWrap: 'nowrap',
  '@media': {
    [media.mobileUp]: {
      '@container': { [narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
    },
    [cards]: { flexWrap: 'wrap' },
  },
});

/*
 * The first column (the row's name) stays in view while a table wider than its frame scrolls
 * sideways. It needs its own background so the scrolled cells pass under it.
 */
export const sticky = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  selectors: {
    [`${row}:hover > &, ${row}:focus-within > &`]: { background: vars.color.surfaceRaised },
  },
  '@media': { [cards]: { position: 'static', background: 'transparent', boxShadow: 'none' } },
});

/* The row menu: Radix Dropdown Menu content and items. */
export const menu = style({
  zIndex: vars.zIndex.popover,
  minWidth: `calc(${vars.size.controlLg} * 3)`,
  padding: vars.space['1'],
  ...popupSurface('md'),
});

export const menuItem = style({
  ...popupOption,
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-highlighted]': highlightedOption,

    '&[data-tone="critical"]': { color: vars.color.criticalText },
  },
});

const pulse = keyframes({ '0%, 100%': { opacity: 0.45 }, '50%': { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  height: vars.space['4'],
  width: '80%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  animation: `${pulse} calc(${vars.duration.slow} * 4) ${vars.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const loading = style({ alignSelf: 'center', color: vars.color.textMuted });

export const messageRow = style({
  '@media': { [cards]: { display: 'block' } },
});

export const messageCell = style({
  padding: vars.space['4'],
  '@media': { [cards]: { display: 'block', padding: 0 } },
});

const messageBox = {
  ...stack('3'),
  alignItems: 'center',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  textAlign: 'center',
  borderRadius: vars.radius.md,
} as const;

export const emptyBox = style({ ...messageBox });

export const errorBox = style({ ...messageBox, ...toneSubtle.critical });

export const messageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const messageText = style({ margin: 0 });

/* Facts in the confirmation dialog: label/value pairs. */
export const facts = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const fact = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, calc(${vars.size.controlLg} * 2)) minmax(0, 1fr)`,
  gap: vars.space['3'],
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The selection column: as narrow as its checkbox. */
export const selectCell = style({
  width: '1%',
  paddingInlineEnd: 0,
  // As cards, the header's select-all stays (the other plain headers are hidden).
  '@media': {
    [cards]: { display: 'block', selectors: { '&:not([data-sortable])': { display: 'block' } } },
  },
});

/** The select-all's name: read only in the table, shown beside its box when rows are cards. */
export const selectAllText = style({
  '@media': {
    [media.mobileUp]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** As cards, the select-all takes its own line above the sort buttons. */
export const selectAllCell = style({ '@media': { [cards]: { flexBasis: '100%' } } });
