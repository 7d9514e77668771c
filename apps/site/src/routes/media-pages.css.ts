// Styles shared by the media pages (music, video, tracks, new release, newsroom, article); each
// page adds its specifics in its own .css.ts.
import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

export const page = style({
  display: 'grid',
  // Children may not widen the page (a scrolling chip row, long titles): they shrink or wrap.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['7'],
  paddingBlock: vars.space['5'],
  '@media': { [media.mobileUp]: { gap: vars.space['8'], paddingBlock: vars.space['6'] } },
});

export const back = style({ justifySelf: 'start' });

/** A hero with its artwork behind the text. */
export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minHeight: '22rem',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  isolation: 'isolate',
  '@media': { [media.mobileUp]: { minHeight: '26rem' } },
});

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

export const heroContent = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  padding: vars.space['5'],
  maxWidth: '48rem',
  '@media': { [media.mobileUp]: { padding: vars.space['7'] } },
});

export { eyebrow } from '../components/PageIntro.css';

export const lead = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '62ch',
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  alignContent: 'start',
});

export { sectionHeader } from '../components/PageSection.css';

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Three players side by side on wide screens, stacked on phones. */
export const playerGrid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
