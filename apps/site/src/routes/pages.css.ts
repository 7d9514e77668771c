import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const page = style({ paddingBlock: vars.space['9'] });
export const eyebrow = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.sm,
});
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  lineHeight: vars.lineHeight.tight,
});
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '60ch' });
