import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mutedSmall } from '../../styles/layout';

export const richText = style({
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
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['2'] });

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const caption = style(mutedSmall);
