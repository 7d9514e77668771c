import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

/**
 * Held just under the fixed navigation bar, on every width and scroll position: a preview must
 * never pass for the live page.
 */
export const bar = style({
  position: 'fixed',
  insetBlockStart: vars.size.navHeight,
  insetInline: 0,
  zIndex: vars.zIndex.nav,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  justifyContent: 'center',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const expiry = style({ margin: 0 });
