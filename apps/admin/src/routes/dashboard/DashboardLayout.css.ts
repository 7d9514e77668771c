import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

/* The dashboard's own breakpoints (900, 768, 600, 480 px) and sizes: 280 px sidebar, a 72 px
   header that is 60 px on small screens. */
const below900 = 'screen and (max-width: 900px)';
const below768 = 'screen and (max-width: 768px)';
const below600 = 'screen and (max-width: 600px)';
const below480 = 'screen and (max-width: 480px)';
const HEADER = '72px';
const HEADER_SMALL = '60px';
export const SIDEBAR_WIDTH = '280px';

export const shell = style({
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: HEADER,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingInline: vars.space['5'],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [below768]: { paddingInline: vars.space['4'] },
    [below600]: { height: HEADER_SMALL, gap: vars.space['2'], paddingInline: vars.space['3'] },
  },
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  '@media': { [below768]: { display: 'none' } },
});

export const search = style({
  flex: '1 1 auto',
  maxWidth: '420px',
  minWidth: '96px',
});

export const searchInput = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const headerActions = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const hideBelow600 = style({ '@media': { [below600]: { display: 'none' } } });
export const showBelow600 = style({
  display: 'none',
  marginTop: vars.space['4'],
  '@media': { [below600]: { display: 'flex' } },
});

export const navRest = style({ marginTop: vars.space['1'] });

export const body = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: `calc(100dvh - ${HEADER})`,
  '@media': { [below600]: { minHeight: `calc(100dvh - ${HEADER_SMALL})` } },
});

export const sidebar = style({
  flex: `0 0 ${SIDEBAR_WIDTH}`,
  width: SIDEBAR_WIDTH,
  padding: vars.space['4'],
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: { '&[data-state="closed"]': { display: 'none' } },
  '@media': {
    // Narrower screens: the sidebar slides over the content instead of pushing it.
    [below900]: {
      position: 'fixed',
      insetBlock: `${HEADER} 0`,
      insetInlineStart: 0,
      zIndex: vars.zIndex.overlay,
      overflowY: 'auto',
      boxShadow: vars.shadow.lg,
    },
    [below600]: { insetBlockStart: HEADER_SMALL },
    [below480]: { width: '100%', flexBasis: '100%' },
  },
});

export const scrim = style({
  display: 'none',
  '@media': {
    [below900]: {
      display: 'block',
      position: 'fixed',
      inset: `${HEADER} 0 0 0`,
      zIndex: vars.zIndex.sticky,
      background: vars.color.overlay,
      border: 0,
      padding: 0,
    },
    [below600]: { insetBlockStart: HEADER_SMALL },
  },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
});

export const navGroup = style({
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
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
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: vars.space['6'],
  '@media': {
    [below768]: { padding: vars.space['5'] },
    [below600]: { padding: vars.space['4'] },
    [below480]: { padding: vars.space['3'] },
  },
});

globalStyle(`${main}:focus`, { outline: 'none' });
