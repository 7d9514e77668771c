import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const trigger = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 0,
  minWidth: 0,
  lineHeight: vars.lineHeight.snug,
});

/* A long name is cut with an ellipsis; the account dialog shows it whole. */
export const triggerName = style({
  maxWidth: `calc(${vars.size.controlLg} * 4)`,
  // On a phone the top bar also holds the menu, the search and Logout.
  '@media': { [media.belowMobile]: { maxWidth: `calc(${vars.size.controlLg} * 1.75)` } },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const triggerRole = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'grid',
  // A label column as wide as its longest label, the values beside it, inside the menu's panel.
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });
export const detail = style({ overflowWrap: 'anywhere' });

export const section = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});
