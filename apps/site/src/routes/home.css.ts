import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minHeight: 'min(88svh, 46rem)',
  overflow: 'hidden',
  isolation: 'isolate',
});

// The artwork fills the hero behind its text, as on the media pages.
export { heroImage } from './media-pages.css';

export const heroShade = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  // Keeps the text at AA contrast over every part of the artwork.
  background: `linear-gradient(180deg, color-mix(in srgb, ${vars.color.background} 25%, transparent) 0%, color-mix(in srgb, ${vars.color.background} 78%, transparent) 60%, ${vars.color.background} 100%)`,
});

export const heroContent = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  width: '100%',
  maxWidth: vars.size.containerMax,
  marginInline: 'auto',
  padding: `${vars.space['9']} ${vars.space['4']} ${vars.space['6']}`,
  '@media': { [media.mobileUp]: { paddingInline: vars.space['6'] } },
});

export const title = style({ maxWidth: '20ch' });

export const headline = style({
  margin: 0,
  maxWidth: '30ch',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textWrap: 'balance',
  '@media': { [media.mobileUp]: { fontSize: vars.fontSize['3xl'] } },
});

export const heroLead = style({
  margin: 0,
  maxWidth: '58ch',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const scrollCue = style({
  justifySelf: 'center',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  marginTop: vars.space['4'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  background: vars.color.surface,
  transitionProperty: 'background',
  transitionDuration: vars.duration.fast,
  ':hover': { background: vars.color.surfaceHover },
});

export const scrollCueIcon = style({
  width: '1.5rem',
  height: '1.5rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const anchor = style({
  // Clears the fixed navigation bar when scrolled to.
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space['4']})`,
  ':focus': { outline: 'none' },
});
