import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['7'],
  paddingBottom: vars.space['9'],
});

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingTop: vars.space['4'],
});

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const item = style({ scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space['5']})` });

export const answer = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const ctaText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '55ch' });
