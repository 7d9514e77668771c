import { LANGUAGE_NAMES_FAMILY } from '../fonts/devanagari';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export const logo = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const main = style({
  display: 'block',
  minHeight: '60vh',
  // The nav bar is fixed: the page starts below it, and anchors scroll clear of it.
  paddingTop: vars.size.navHeight,
  scrollMarginTop: vars.size.navHeight,
  ':focus': { outline: 'none' },
});

export const callToAction = style({ color: vars.color.textMuted, maxWidth: '60ch' });

// In-page anchors (the skip link, the hero's scroll cue) land below the fixed bar.
globalStyle('html', { scrollPaddingTop: vars.size.navHeight });

// The bar keeps its logo and menu button at 390 px; the search box takes what is left. On a
// page in Hindi the switcher says `English`, 2rem longer than `हिन्दी`, and the Devanagari
// logo is wider: the search gives up those 2rem on narrow screens, so the logo keeps its room
// (from 960 px both are at the 16rem cap).
export const search = style({
  width: 'clamp(6.75rem, 30vw, 16rem)',
  selectors: { ':lang(hi) &': { width: 'clamp(5.25rem, 30vw - 2rem, 16rem)' } },
});

/** The header's link to the page in the other language: a quiet text link beside the search. */
export const languageSwitch = style({
  color: vars.color.text,
  // Its own few glyphs first (see LANGUAGE_NAMES_FAMILY), in the face's only weight.
  fontFamily: `"${LANGUAGE_NAMES_FAMILY}", ${vars.font.body}`,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap',
  padding: `${vars.space['2']} ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.accentText },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** A sentence of the cookie banner's text, on its own lines (see SiteShell). */
export const consentSentence = style({ display: 'block' });

export const consentLink = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

// Set before first paint by the head script (consent/prePaint.ts) for a visitor who already
// chose: the prerendered banner and its spacer never show, and nothing shifts.
globalStyle('html[data-consent="chosen"] [data-cookie-banner]', { display: 'none' });
