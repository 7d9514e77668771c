import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

/** The search field with its status line under it. */
export const search = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const status = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const topicCard = style({
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space['5']})`,
});

export const topic = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
});

export const topicText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const topicLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginTop: 'auto',
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const ctaText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '55ch' });
