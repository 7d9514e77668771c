import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const article = style({ display: 'grid', gap: vars.space['6'], maxWidth: '60rem' });

export const header = style({ display: 'grid', gap: vars.space['3'] });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
});

export const body = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '68ch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const paragraph = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
});

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  display: 'grid',
  gap: vars.space['2'],
});

export const quoteText = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
});

export const quoteCite = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

