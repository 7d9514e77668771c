import { style } from '@vanilla-extract/css';
import { focusOutline, media, vars } from '@studio/ui/css';

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobileUp]: { padding: vars.space['6'] } },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  alignItems: 'flex-start',
});

export const rating = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
});

export const stars = style({ display: 'flex', gap: vars.space['1'] });

export const star = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xl,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-on="true"]': { color: vars.color.warning },
    '&:hover': { background: vars.color.surfaceHover },
    // The ring goes on the star the visitor sees, not on the hidden radio inside it.
    '&:has(input:focus-visible)': focusOutline,
  },
});

/** The native radio stays for keyboard and screen readers; the star is what is seen. */
export const starInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const like = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const comments = style({ display: 'grid', gap: vars.space['4'] });

export const form = style({ display: 'grid', gap: vars.space['3'], maxWidth: '40rem' });

export const post = style({ justifySelf: 'start' });

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const comment = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const commentHead = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'baseline',
  margin: 0,
});

export const commentDate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const commentText = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
