// A media page's artwork hero (music, video; the home page's hero shares its frame).
import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

/** A hero with its artwork behind the text, which sits at its foot (the home page's too). */
export const heroFrame = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  overflow: 'hidden',
  isolation: 'isolate',
});

export const hero = style([
  heroFrame,
  {
    minHeight: '22rem',
    borderRadius: vars.radius.xl,
    '@media': { [media.mobileUp]: { minHeight: '26rem' } },
  },
]);

export const heroImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: -2,
});

export const heroShade = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: `linear-gradient(to top, ${vars.color.background} 10%, transparent 90%)`,
});

export const heroContent = style({ maxWidth: '48rem' });

export const lead = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '62ch',
});
