import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A list drawn as a column of items, without bullets or the browser's indent; add the gap. */
export const columnList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** A short secondary line (a hint, a count) in small muted text. */
export const quietNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The title of a small block (a banner, a player card): the heading face at the large text size. */
export const blockTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** A part a link scrolls to (`#id`): it stops clear of the fixed navigation bar, with room above. */
export const anchorTarget = style({
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space['5']})`,
});
