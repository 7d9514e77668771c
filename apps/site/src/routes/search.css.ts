import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingBottom: vars.space['9'],
});

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const results = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const resultCard = style({ height: '100%' });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  height: '100%',
});

export const resultTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const resultText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const resultUrl = style({ color: vars.color.accentText, fontSize: vars.fontSize.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted });
