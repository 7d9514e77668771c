// Text styles shared by the studio's own pages (home, about, company, careers, leadership,
// contact, support, coming soon, the legal pages); their layout comes from @studio/ui's Container, Section, Grid and
// Stack, and each page adds its specifics in its own .css.ts.
import { style } from '@vanilla-extract/css';
import { vars } from '@studio/ui/css';

export { eyebrow } from '../components/PageIntro.css';
export { checkList } from '../components/LegalPage.css';

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

/** A person's role under their name. */
export const role = style({ color: vars.color.accentText });

/** The sentence of a closing call to action (help, FAQ), shorter than body text. */
export const ctaText = style({ maxWidth: '55ch' });
