import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  paddingBottom: vars.space['9'],
});

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

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const topics = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobileUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const topicCard = style({
  height: '100%',
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

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const ctaText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '55ch' });
