import { style, type StyleRule } from '@vanilla-extract/css';
import { columnList, quietNote, vars } from '@studio/ui/css';

const below480 = 'screen and (max-width: 480px)';

/** A row of controls or text that wraps onto more lines on narrow screens (merged, not a class). */
const wrappingRow: StyleRule = { display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] };

export const sectionHeader = style([
  wrappingRow,
  { alignItems: 'flex-end', justifyContent: 'space-between', marginBottom: vars.space['5'] },
]);

export const stats = style({ marginBottom: vars.space['6'] });

export const linkCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const linkCardTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  '@media': { [below480]: { gridTemplateColumns: '1fr' } },
});

export const term = quietNote;
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  // Narrower screens scroll the table sideways rather than breaking every word.
  minWidth: '760px',
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

export const pager = style({ marginTop: vars.space['4'] });

export const filters = style([
  wrappingRow,
  { alignItems: 'flex-end', marginBottom: vars.space['4'] },
]);

export const messageList = style([columnList, { gap: vars.space['3'] }]);

export const messageBody = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const unreadMark = style({
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const block = style({ display: 'block' });

/* The event's stable id under its label, for searching the logs and the docs. */
export const eventId = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const wrapAnywhere = style({ overflowWrap: 'anywhere' });

/* A second line in a table cell (an applicant's email under their name); it wraps where the
   cell does, at the points `wrapPoints` marks, rather than mid-word. */
export const cellDetail = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

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
