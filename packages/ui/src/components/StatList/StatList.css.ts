import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/contract.css';
import { quietNote } from '../../styles/blocks.css';
import { stack, surfacePanel, mutedSmall } from '../../styles/layout';

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [media.mobileUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

// The figure is drawn above its label, while the label stays first in the reading order: a
// screen reader hears "Projects completed, 50+" as a term and its description.
export const stat = style({
  ...stack('1'),
  minWidth: 0,
  padding: vars.space['4'],
  ...surfacePanel(),
});

export const value = style({
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
  lineHeight: vars.lineHeight.tight,
});

export const label = style(mutedSmall);

export const detail = quietNote;
