import { createVar, style } from '@vanilla-extract/css';
import { focusOutline } from '../../styles/focus.css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { quietNote, blockTitle } from '../../styles/blocks.css';
import { stack, toneSubtle } from '../../styles/layout';

/** The frame's height, set per instance (352 for a track player, 315 for a video). */
export const heightVar = createVar();

export const root = style({
  position: 'relative',
  width: '100%',
  height: heightVar,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  selectors: { '&:focus-visible': { ...focusOutline, outlineOffset: '-2px' } },
});

export const facade = style({
  position: 'absolute',
  inset: 0,
  ...stack(),
  justifyContent: 'flex-end',
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
});

export const poster = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Keeps the caption readable on any poster. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(to top, ${vars.color.background} 0%, transparent 70%)`,
  opacity: 0.9,
  pointerEvents: 'none',
});

/** The whole facade is the play target; the visible circle marks it. */
export const play = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.accentContrast,
  selectors: { '&:focus-visible': { ...focusOutline, outlineOffset: '-4px' } },
});

export const playIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  boxShadow: vars.shadow.md,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}, background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${play}:hover &`]: { background: vars.color.accentHover, transform: 'scale(1.06)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const caption = style({
  position: 'relative',
  padding: vars.space['4'],
  pointerEvents: 'none',
  display: 'grid',
  gap: vars.space['1'],
});

export const title = blockTitle;

export const subtitle = quietNote;

export const notice = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

const overlayText = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  padding: vars.space['4'],
  textAlign: 'center',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
} as const;

export const loading = style({ ...overlayText, pointerEvents: 'none' });

export const message = style({ ...overlayText, ...toneSubtle.critical });

export const close = style({
  position: 'absolute',
  top: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusOutline,
    '&:hover': { background: vars.color.surfaceHover },
  },
});
