import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

const wide = 'screen and (min-width: 1024px)';

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  padding: `0 ${vars.space['2']}`,
});

export const repeatItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const mediaField = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const pickerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pickerItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  alignItems: 'flex-start',
});

export const pickerThumb = style({
  width: '100%',
  maxWidth: 160,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

/** The editor: the form, and beside it (wide screens) or below it the status and revisions. */
export const editorLayout = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});

export const sidePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const snippet = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const snippetTitle = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
});

export const socialCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const socialCardBody = style({
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});
