import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['7'],
  paddingBottom: vars.space['9'],
  '@media': {
    // The legal pages' contents list keeps a fixed width beside the text it follows on desktop.
    [media.desktop]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const toc = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.size.navHeight} + ${vars.space['5']})`,
    },
  },
});

export const tocTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const tocList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['7'],
  maxWidth: '70ch',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  // Leaves room for the fixed nav bar when a table-of-contents link scrolls here.
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space['5']})`,
});

export const paragraph = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  lineHeight: vars.lineHeight.relaxed,
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  // Terms as wide as the longest one, beside their values: a table-like box only these pages draw.
  '@media': { [media.small]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});

export const factLabel = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const placeholder = style({
  display: 'inline-block',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.warning}`,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
});

export const related = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  margin: 0,
  padding: `${vars.space['5']} 0 0`,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

// Each term and its definition share a wrapper for valid markup; the grid lays out their cells.
export const factRow = style({ display: 'contents' });
