// Styles shared by the studio's own pages (home, about, company, careers, leadership, contact,
// support, coming soon); each page adds its specifics in its own .css.ts.
import { style } from '@vanilla-extract/css';
import { media, vars } from '@studio/ui/css';

/** A page's column: the theme's container width with the page gutters (the root's <main> is full width). */
export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  width: '100%',
  maxWidth: vars.size.containerMax,
  marginInline: 'auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': {
    [media.mobileUp]: {
      gap: vars.space['9'],
      padding: `${vars.space['7']} ${vars.space['6']}`,
    },
  },
});

export { eyebrow } from '../components/PageIntro.css';

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '62ch',
});

export const prose = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: '68ch',
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// One definition for the section layout, shared with the PageSection component.
export { section, sectionHeader } from '../components/PageSection.css';

/** Makes a card as tall as its row, so cards in a grid line up. */
export const fill = style({ height: '100%' });

export const cardBody = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const checkList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const callout = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobileUp]: { padding: vars.space['7'] } },
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A person's role under their name. */
/** A row of links, e.g. social profiles. */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const role = style({ color: vars.color.accentText });

/** Cards in threes on desktop (six values, six services), twos from 480 px. */
export const threeUp = style([
  cardGrid,
  {
    gridTemplateColumns: '1fr',
    '@media': {
      [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);
