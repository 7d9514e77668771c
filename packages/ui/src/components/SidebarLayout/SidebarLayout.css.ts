import { globalStyle, style } from '@vanilla-extract/css';
import { focusOutline } from '../../styles/focus.css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { centredRow, bareList } from '../../styles/layout';

/* The bar is a large control's height and a half (a quarter on phones); the sidebar fits the
   longest section name with its count badge. */
const barHeight = `calc(${vars.size.controlLg} * 1.5)`;
const barHeightPhone = `calc(${vars.size.controlLg} * 1.25)`;
const sidebarWidth = '17.5rem';

export const shell = style({
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: barHeight,
  ...centredRow('3'),
  paddingInline: vars.space['5'],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.belowMobile]: {
      height: barHeightPhone,
      gap: vars.space['2'],
      paddingInline: vars.space['3'],
    },
  },
});

export const body = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: `calc(100dvh - ${barHeight})`,
  '@media': { [media.belowMobile]: { minHeight: `calc(100dvh - ${barHeightPhone})` } },
});

const panel = {
  width: sidebarWidth,
  padding: vars.space['4'],
  background: vars.color.surface,
} as const;

/* Wide screens: beside the content, pushing it. */
export const sidebar = style({
  ...panel,
  flex: `0 0 ${sidebarWidth}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

/* Narrower screens: a modal drawer over the content, under the bar. */
export const drawer = style({
  ...panel,
  position: 'fixed',
  insetBlock: `${barHeight} 0`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.overlay,
  overflowY: 'auto',
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.belowMobile]: { insetBlockStart: barHeightPhone },
    [media.belowSmall]: { width: '100%' },
  },
});

export const scrim = style({
  position: 'fixed',
  inset: `${barHeight} 0 0 0`,
  zIndex: vars.zIndex.sticky,
  background: vars.color.overlay,
  '@media': { [media.belowMobile]: { insetBlockStart: barHeightPhone } },
});

export const groupLabel = style({
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['1'],
});

export const link = style({
  ...centredRow('2'),
  justifyContent: 'space-between',

  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.surfaceRaised,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': focusOutline,
  },
});

export const footer = style({ marginTop: vars.space['4'] });

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: vars.space['6'],
  '@media': {
    [media.belowMobile]: { padding: vars.space['4'] },
    [media.belowSmall]: { padding: vars.space['3'] },
  },
});

// The content takes focus when a new section opens (so reading starts there); it is not a
// control, so it draws no ring.
globalStyle(`${main}:focus`, { outline: 'none' });

export const menuIcon = style({ width: '1.25rem', height: '1.25rem' });
