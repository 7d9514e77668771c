import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';
import { icon as lineIcon } from '../components/FeatureIcon.css';
import { heroFrame } from '../components/MediaHero.css';

// The artwork fills the hero behind its text, as on the media pages.
export const hero = style([heroFrame, { minHeight: 'min(88svh, 46rem)' }]);
export { heroImage } from '../components/MediaHero.css';

export const heroShade = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  // Keeps the text at AA contrast over every part of the artwork.
  background: `linear-gradient(180deg, color-mix(in srgb, ${vars.color.background} 25%, transparent) 0%, color-mix(in srgb, ${vars.color.background} 78%, transparent) 60%, ${vars.color.background} 100%)`,
});

export const title = style({ maxWidth: '20ch' });

export const headline = style({
  maxWidth: '30ch',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textWrap: 'balance',
  '@media': { [media.mobileUp]: { fontSize: vars.fontSize['3xl'] } },
});

export const heroLead = style({
  maxWidth: '58ch',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const scrollCue = style({
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  color: vars.color.text,
  transitionProperty: 'background',
  transitionDuration: vars.duration.fast,
  ':hover': { background: vars.color.surfaceHover },
});

export const scrollCueIcon = style([lineIcon, { strokeWidth: 2 }]);

export const anchor = style({
  // Clears the fixed navigation bar when scrolled to.
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space['4']})`,
  ':focus': { outline: 'none' },
});
