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
