import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const back = style({
  alignSelf: 'flex-start',
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const eyebrow = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

const leadBase = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const lead = styleVariants({
  text: [leadBase, { maxWidth: '65ch' }],
  hero: [leadBase, { maxWidth: '62ch' }],
});

export const hero = style({ maxWidth: '52rem' });
