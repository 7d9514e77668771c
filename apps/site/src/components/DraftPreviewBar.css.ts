import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

/**
 * Held just under the fixed navigation bar, on every width and scroll position: a preview must
 * never pass for the live page. Sticky in the flow rather than fixed, so the page starts below it
 * however many lines it wraps to (two at 390 px): its top margin clears the navigation bar, and
 * the negative bottom margin gives that height back to the shell, which already leaves room for
 * the bar.
 */
export const bar = style({
  position: 'sticky',
  insetBlockStart: vars.size.navHeight,
  marginBlockStart: vars.size.navHeight,
  marginBlockEnd: `calc(-1 * ${vars.size.navHeight})`,
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
