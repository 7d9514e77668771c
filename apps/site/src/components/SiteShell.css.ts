import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { OUTLINE_UNITS_PER_EM, type LanguageNameOutline } from '../fonts/devanagari';
import { languageNameOutlines } from '../fonts/languageNameOutlines';
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
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap',
  padding: `${vars.space['2']} ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.accentText },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

const em = (units: number) => `${units / OUTLINE_UNITS_PER_EM}em`;

/**
 * A language's name drawn from its outlines (see `languageNameOutlines`), by language, on a link
 * with no text: the link's colour through the outlines as a mask, sized in em so it follows the
 * text size, on the baseline as the text was. Forced colours keep the shape in the link colour.
 */
export const drawnLanguageName = styleVariants(
  languageNameOutlines as Record<string, LanguageNameOutline>,
  ({ width, ascent, descent, path }) => {
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 ${-ascent} ${width} ${ascent + descent}'><path d='${path}'/></svg>`;
    return {
      '::before': {
        content: '""',
        display: 'inline-block',
        width: em(width),
        height: em(ascent + descent),
        verticalAlign: em(-descent),
        backgroundColor: 'currentColor',
        mask: `url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E')}") 0 0/100% 100% no-repeat`,
        forcedColorAdjust: 'none',
      },
    };
  },
);

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
