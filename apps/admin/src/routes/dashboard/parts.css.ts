import { style } from '@vanilla-extract/css';
import { media, quietNote, vars } from '@studio/ui/css';

const below480 = 'screen and (max-width: 480px)';

export const stats = style({ marginBottom: vars.space['6'] });

export const linkCardTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

/**
 * Terms as wide as the longest one, up to 45 % of the room, beside their values (a request's or
 * a setting's details): a long term wraps rather than squeezing its value into a sliver.
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  '@media': { [below480]: { gridTemplateColumns: '1fr' } },
});

export const term = quietNote;
export const detail = style({ overflowWrap: 'anywhere' });

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

export const messageBody = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const unreadMark = style({
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const wrapAnywhere = style({ overflowWrap: 'anywhere' });

/* A second line in a table cell (an applicant's email under their name); it wraps where the
   cell does, at the points `wrapPoints` marks, rather than mid-word. */
export const cellDetail = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/* The event's stable id under its label, for searching the logs and the docs. */
export const eventId = style([cellDetail, { fontSize: vars.fontSize.xs }]);

/** The media library's cards: as many 260 px columns as fit. */
export const mediaGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space['4'],
});

/** The browser's audio controls keep their own minimum width: held to the card's. */
export const audioPreview = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
});

/** A list of short names (environment variables) without bullets. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A short two-column table inside a card (the pages' render times): no minimum width. */
export const compactTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

/** A number column: right-aligned digits that line up. */
export const numberCell = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
