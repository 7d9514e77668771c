import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { OUTLINE_UNITS_PER_EM, type LanguageNameOutline } from '../fonts/devanagari';
import { languageNameOutlines } from '../fonts/languageNameOutlines';
import { vars } from '@studio/ui/css';

/** Below 390 px: a 360 px phone, and narrower. */
const narrow = 'screen and (max-width: 389.98px)';

// Below 390 px a name longer than the bar has room for ends in an ellipsis rather than running
// under the search box (the link's name is still the whole name).
export const logo = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  '@media': { [narrow]: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } },
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
// Below 390 px (a 360 px phone) that still cuts the logo: the box shows its magnifier alone until
// it is used, then widens over the logo's room while it holds the focus.
export const search = style({
  width: 'clamp(6.75rem, 30vw, 16rem)',
  selectors: { ':lang(hi) &': { width: 'clamp(5.25rem, 30vw - 2rem, 16rem)' } },
  '@media': {
    [narrow]: {
      width: vars.size.navHeight,
      selectors: {
        ':lang(hi) &': { width: vars.size.navHeight },
        // What the logo's first letters, the switcher and the menu button leave; also while it
        // holds words (its placeholder hidden), so they stay readable.
        '&:focus-within, &:has(input:not(:placeholder-shown))': {
          width: 'max(6rem, 100vw - 14rem)',
        },
        ':lang(hi) &:focus-within, :lang(hi) &:has(input:not(:placeholder-shown))': {
          width: 'max(6rem, 100vw - 16rem)',
        },
      },
    },
  },
});
// Below 390 px the link home takes the room the actions and the menu button leave, and no more:
// a widened search box narrows the name, never the 44 px menu button.
globalStyle(`a:has(> ${logo})`, {
  '@media': { [narrow]: { flex: '1 1 0' } },
});
globalStyle(`${search}:not(:focus-within) input::placeholder`, {
  '@media': { [narrow]: { color: 'transparent' } },
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
