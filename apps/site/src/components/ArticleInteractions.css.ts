import { style } from '@vanilla-extract/css';
import { focusOutline, vars } from '@studio/ui/css';

export const rating = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
});

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
  opacity: 0,
  cursor: 'pointer',
});

export const form = style({ maxWidth: '40rem' });

export const commentText = style({ lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });
