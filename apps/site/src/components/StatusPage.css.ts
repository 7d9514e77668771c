import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const code = style({
  display: 'block',
  color: vars.color.accentText,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.mobileUp]: { fontSize: vars.fontSize['4xl'] } },
});

export const message = style({
  maxWidth: '55ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const detail = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const detailValue = style({ fontFamily: vars.font.mono });

/** A detail line whose value is not known yet: it keeps its place without showing. */
export const pending = style({ visibility: 'hidden' });
