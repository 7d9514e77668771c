import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusOutline } from './focus.css';

// A small modern reset: consistent box sizing, no default margins, media that fits its box,
// form controls that inherit type, and themed page colours.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.size.navHeight} + ${vars.space['4']})`,
});
globalStyle('body', {
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
// Hindi text: the theme's Devanagari stacks and line heights stand in for the usual ones on an
// element that declares the language (`<html lang="hi">`, or a Hindi block or phrase on an
// English page) and everything inside it. `[lang]:lang(hi)` outranks a theme class on the same
// element. The element's own family is set again without weight (`:where`), as it inherits the
// family its parent computed; a component's own family (a heading's) still wins. Its own line
// height is not, so a Hindi phrase inside an English line keeps that line's spacing: text sets
// its line height through the variables (body, Text, Heading, buttons), and gets Hindi's.
globalStyle('[lang]:lang(hi)', {
  vars: {
    [vars.font.body]: vars.devanagari.font.body,
    [vars.font.heading]: vars.devanagari.font.heading,
    [vars.lineHeight.tight]: vars.devanagari.lineHeight.tight,
    [vars.lineHeight.snug]: vars.devanagari.lineHeight.snug,
    [vars.lineHeight.normal]: vars.devanagari.lineHeight.normal,
    [vars.lineHeight.relaxed]: vars.devanagari.lineHeight.relaxed,
  },
});
globalStyle(':where([lang]:lang(hi))', { fontFamily: vars.font.body });
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
// A field marked Hindi itself (a translation's words in an English form): `font: inherit` would
// keep its parent's family, so it names the Devanagari stack its `lang` rule set.
globalStyle('input[lang]:lang(hi), textarea[lang]:lang(hi)', { fontFamily: vars.font.body });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('a', { color: vars.color.accentText });
globalStyle(':focus-visible', focusOutline);
// No smooth scrolling on the document: a router's scroll restoration (and its jump to the top of
// a new page) goes through window.scrollTo, which CSS `scroll-behavior: smooth` would animate, so
// going back glided down from the top and stopped short when the layout moved under it. A block
// that wants a smooth jump asks for it (scrollIntoView({ behavior: 'smooth' })), honouring
// prefers-reduced-motion.
