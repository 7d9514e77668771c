import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { focusOutline, focusOutlineInset } from '../../styles/focus.css';
import {
  stack,
  centredRow,
  inlineRow,
  inlineCentred,
  bareList,
  pageColumn,
} from '../../styles/layout';

export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.nav,
  height: vars.size.navHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  ...centredRow('4'),
  height: '100%',
  ...pageColumn,
  paddingInline: vars.space['4'],
  '@media': { [media.desktop]: { paddingInline: vars.space['5'] } },
});

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space['1'],
  insetInlineStart: vars.space['1'],
  zIndex: 1,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  // Off screen until focused: the first Tab stop of the page.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { ...focusOutline, transform: 'none' },
  },
});

export const home = style({
  ...inlineRow('2'),
  height: vars.size.navHeight,
  minWidth: vars.size.navHeight,
  marginInlineEnd: 'auto',
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusOutlineInset },
});

export const desktopNav = style({
  display: 'none',
  height: '100%',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const desktopList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space['1'],
  height: '100%',
  ...bareList,
});

export const desktopLink = style({
  position: 'relative',
  ...inlineRow(),
  height: '100%',
  paddingInline: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['3'],
      insetBlockEnd: 0,
      height: '2px',
      background: 'transparent',
    },
    '&[aria-current="page"]::after': { background: vars.color.accent },
    '&:focus-visible': focusOutlineInset,
  },
});

export const actions = style(centredRow('2'));

export const menuButton = style({
  ...inlineCentred,
  // 44 x 44: the whole bar height, a comfortable touch target.
  width: vars.size.navHeight,
  height: vars.size.navHeight,
  marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusOutlineInset,
  },
  '@media': { [media.desktop]: { display: 'none' } },
});

export const icon = style({ width: '1.5rem', height: '1.5rem' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({
  from: { transform: 'translateY(-0.75rem)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const slideOut = keyframes({
  from: { transform: 'none', opacity: 1 },
  to: { transform: 'translateY(-0.75rem)', opacity: 0 },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
  },
});

export const panel = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.modal,
  ...stack(),
  maxHeight: '100dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideIn} ${vars.duration.normal} ${vars.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideOut} ${vars.duration.fast} ${vars.easing.exit}`,
    },
  },
});

export const panelHeader = style([
  inner,
  {
    flexShrink: 0,
    height: vars.size.navHeight,
    borderBottom: `1px solid ${vars.color.border}`,
    width: '100%',
  },
]);

export const menuNav = style({
  width: '100%',
  ...pageColumn,
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['5']}`,
});

export const menuList = style({
  ...stack(),
  ...bareList,
  selectors: {
    '& + &': {
      marginTop: vars.space['3'],
      paddingTop: vars.space['3'],
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const menuLink = style({
  ...centredRow(),
  minHeight: vars.size.controlLg,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover:not([aria-current="page"])': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      color: vars.color.accentText,
      boxShadow: `inset ${vars.space['1']} 0 0 ${vars.color.accent}`,
    },
    '&:focus-visible': focusOutlineInset,
  },
});
