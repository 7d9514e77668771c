import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

/* The dashboard's tables: scrolling ones with a sticky first column (ScrollingTable) and the
   compact ones inside a card. */

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  // Phones scroll the table sideways rather than breaking every word; from 768 px it fits the
  // room beside the sidebar (about 680 px at 1024).
  minWidth: '760px',
  '@media': { [media.mobileUp]: { minWidth: '640px' } },
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  // Emails and reasons wrap inside their column rather than widening the table past its frame.
  overflowWrap: 'anywhere',
});

/* The first column stays in view while a table wider than its frame scrolls sideways. */
export const stickyCell = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const headCell = style([
  cell,
  { background: vars.color.surface, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' },
]);

/* A second line in a table cell (an applicant's email under their name); it wraps where the
   cell does, at the points `wrapPoints` marks, rather than mid-word. */
export const cellDetail = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/* The event's stable id under its label, for searching the logs and the docs. */
export const eventId = style([cellDetail, { fontSize: vars.fontSize.xs }]);

/** A short two-column table inside a card (the pages' render times): no minimum width. */
export const compactTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

/** A number column: right-aligned digits that line up. */
export const numberCell = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
