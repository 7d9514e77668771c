// Styles shared by the media pages (music, video, tracks, new release, newsroom, article): the
// artwork hero and the text around it. Their layout comes from @studio/ui's Container, Section and
// Grid, and each page adds its specifics in its own .css.ts.
import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const back = style({ justifySelf: 'start' });

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

export { eyebrow } from '../components/PageIntro.css';

export const lead = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '62ch',
});

/** A page's own title with its eyebrow and intro, kept to a readable measure. */
export const titleBlock = style({ maxWidth: '62ch' });
