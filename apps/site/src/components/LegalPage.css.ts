import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

/** The contents list stays in view beside the text on desktop. */
export const toc = style({
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.size.navHeight} + ${vars.space['5']})`,
    },
  },
});

export const tocTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const tocList = style({ fontSize: vars.fontSize.sm });

export const body = style({ maxWidth: '70ch' });

export const paragraph = style({ lineHeight: vars.lineHeight.relaxed });

export const facts = style({
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

export const factValue = style({ overflowWrap: 'anywhere' });

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
  padding: `${vars.space['5']} 0 0`,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

// Each term and its definition share a wrapper for valid markup; the grid lays out their cells.
export const factRow = style({ display: 'contents' });

/** A list of points (a legal page's, a job's requirements). */
export const checkList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  lineHeight: vars.lineHeight.relaxed,
});
