import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBlock: `${vars.space['7']} ${vars.space['6']}`,
  '@media': { [media.mobileUp]: { paddingBlock: `${vars.space['8']} ${vars.space['7']}` } },
});

export const back = style({
  alignSelf: 'flex-start',
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const lead = style({
  margin: 0,
  maxWidth: '65ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
