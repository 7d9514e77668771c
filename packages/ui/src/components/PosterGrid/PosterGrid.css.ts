import { createVar, style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focus.css';
import { stack, cluster, centred, bareList, mutedSmall } from '../../styles/layout';

export const section = style(stack('5'));

// 4 columns, 2 on narrower screens (below 768 px), so posters stay large enough to read.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  ...bareList,
  '@media': {
    [media.mobileUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

export const item = style({ minWidth: 0 });

export const posterButton = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  color: 'inherit',
  cursor: 'zoom-in',
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}, box-shadow ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&:hover': {
      transform: `translateY(calc(${vars.space['1']} * -1))`,
      boxShadow: vars.shadow.md,
    },
    '&:focus-visible': focusOutline,
  },
  '@media': { [media.reducedMotion]: { selectors: { '&:hover': { transform: 'none' } } } },
});

// width/height attributes give the intrinsic ratio, so the box is reserved before the image loads.
export const posterImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  background: vars.color.surfaceRaised,
});

/** The poster's width / height, set per poster so a missing image keeps the poster's shape. */
export const posterRatio = createVar();

// Drawn when a poster image fails: the title on a plain tile of the poster's shape.
export const posterFallback = style({
  boxSizing: 'border-box',
  ...centred,
  width: '100%',
  aspectRatio: posterRatio,
  padding: vars.space['4'],
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const viewerFallback = style({
  boxSizing: 'border-box',
  ...centred,
  height: '100%',
  maxWidth: '100%',
  aspectRatio: posterRatio,
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const posterBadge = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  maxWidth: `calc(100% - ${vars.space['4']})`,
  boxShadow: vars.shadow.sm,
});

export const empty = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space['5'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/* The full-size viewer */

// Doubled up with the attribute so it wins over the Dialog panel's own padding and layout.
export const viewer = style({
  selectors: {
    '&[data-size]': {
      height: '100dvh',
      display: 'grid',
      gridTemplateRows: 'auto minmax(0, 1fr) auto',
      gap: vars.space['3'],
      padding: vars.space['4'],
      background: vars.color.background,
    },
  },
  '@media': {
    [media.mobileUp]: {
      selectors: { '&[data-size]': { padding: vars.space['5'], gap: vars.space['4'] } },
    },
  },
});

export const viewerHeader = style({
  ...cluster('3'),
  alignItems: 'center',
  minHeight: vars.size.controlLg,
  // Room for the × button in the corner (the title's own right padding is removed below).
  paddingRight: vars.size.controlLg,
});

export const viewerTitle = style({ selectors: { 'h2&': { paddingRight: 0 } } });

export const viewerFigure = style({
  margin: 0,
  minHeight: 0,
  ...centred,
});

export const viewerImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const viewerControls = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const previous = style({ justifySelf: 'start' });
export const next = style({ justifySelf: 'end' });

export const position = style({
  margin: 0,
  ...mutedSmall,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const arrowIcon = style({
  width: vars.space['5'],
  height: vars.space['5'],
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** The app's action (e.g. a link to the release) at the end of the viewer's header. */
export const viewerAction = style({ marginInlineStart: 'auto' });
