import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

/* What the dashboard's cards hold: the overview's stats and link cards, messages and comments,
   the media library's cards and a settings card's list. */

export const stats = style({ marginBottom: vars.space['6'] });

export const linkCardTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const messageBody = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const unreadMark = style({
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const wrapAnywhere = style({ overflowWrap: 'anywhere' });

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
