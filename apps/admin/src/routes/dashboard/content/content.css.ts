import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

/** A fieldset that may not widen the form past its column. */
export const group = style({ minWidth: 0 });

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  padding: `0 ${vars.space['2']}`,
});

export const repeatItem = style({ borderBottom: `1px solid ${vars.color.border}` });

/** The picker's thumbnails: as many 150 px columns as fit the dialog. */
export const pickerGrid = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

export const pickerThumb = style({
  width: '100%',
  maxWidth: 160,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

/**
 * The content and website editors: the form, and beside it (wide screens) or below it the status
 * and revisions, in a fixed 320 px panel that only these two admin screens draw.
 */
export const editorLayout = style({
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});

export const sidePanel = style({ minWidth: 0 });

export const snippetTitle = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
});

export const socialCard = style({ overflow: 'hidden' });

/**
 * A translated field: the source's words and the field to write, side by side where there is
 * room, else the source first (read, then write).
 */
export const translationRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const sourceColumn = style({
  minWidth: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const sourceText = style({ whiteSpace: 'pre-wrap' });

export const sourceList = style({ margin: 0, paddingLeft: vars.space['4'] });

export const sourceGroup = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const sourceGroupTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const sourceGroupValue = style({ margin: 0 });
